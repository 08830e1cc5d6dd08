import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES } from '@datadeck/contracts';
import { errorBody } from './errors.ts';

/** Node's parser errors as status, error name and text; anything else it refuses is a 400. */
function refusalOf(code: string | undefined): { status: number; name: string; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, name: 'REQUEST_TIMEOUT', message: MESSAGES.connection.timeout };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, name: 'HEADERS_TOO_LARGE', message: MESSAGES.connection.headersTooLarge };
  }
  return { status: 400, name: 'BAD_REQUEST', message: MESSAGES.connection.malformed };
}

/**
 * A request Node's HTTP parser refuses (a URL or headers over 16 KiB, bytes that are not HTTP, a
 * request that never finishes) never reaches Fastify's routes or error handler: it is answered on
 * the socket. Fastify's own answer has its own shape; this one is the API's error shape.
 */
export function answerConnectionError(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, name, message } = refusalOf(err.code);
  if (socket.writable) {
    const body = JSON.stringify(errorBody({ name, message }));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
