import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clientError, issueField, issueLocation, type ClientErrorTexts } from './client-errors.ts';

const texts: ClientErrorTexts = {
  invalidJson: 'not JSON',
  unsupportedMediaType: 'JSON only',
  bodyTooLarge: 'too large',
  other: (error) => `other: ${error.code ?? 'no code'}`,
};

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

/** A Fastify app that answers its errors with what clientError makes of them. */
async function appAnswering(): Promise<FastifyInstance> {
  app = Fastify({ bodyLimit: 64 });
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const client = clientError(error, texts);
    return client === null
      ? reply.code(500).send({ message: 'internal' })
      : reply.code(client.status).send({ message: client.message });
  });
  app.post('/echo', (request, reply) => reply.send({ body: request.body }));
  app.get('/teapot', async () => {
    throw Object.assign(new Error('short and stout'), { statusCode: 418, code: 'TEAPOT' });
  });
  app.get('/broken', async () => {
    throw new Error('a bug');
  });
  await app.ready();
  return app;
}

const post = (payload: string, contentType: string) =>
  app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': contentType } });

describe('clientError', () => {
  it("answers Fastify's body errors with their status and the service's text", async () => {
    await appAnswering();
    const cases = [
      [await post('{"a":', 'application/json'), 400, 'not JSON'],
      [await post('', 'application/json'), 400, 'not JSON'],
      [await post('hello', 'text/plain'), 415, 'JSON only'],
      [await post(JSON.stringify({ text: 'x'.repeat(100) }), 'application/json'), 413, 'too large'],
    ] as const;
    for (const [response, status, message] of cases) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    expect((await post('{"a":1}', 'application/json')).json()).toEqual({ body: { a: 1 } });
  });

  it('passes any other 4xx to the service and leaves 5xx to it', async () => {
    await appAnswering();
    const teapot = await app.inject({ method: 'GET', url: '/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ message: 'other: TEAPOT' });
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ message: 'internal' });
  });
});

describe('issueField and issueLocation', () => {
  it('name the field of a real validation issue, with or without its part', async () => {
    const located: string[] = [];
    app = Fastify();
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      for (const issue of error.validation ?? []) {
        located.push(issueField(issue.instancePath, error.validationContext));
        located.push(issueLocation(issue.instancePath, error.validationContext));
      }
      return reply.code(400).send();
    });
    app.post(
      '/clusters',
      {
        schema: {
          body: { type: 'object', properties: { dataCentres: { type: 'array', items: { type: 'integer' } } } },
        },
      },
      async () => ({}),
    );
    await app.inject({ method: 'POST', url: '/clusters', payload: { dataCentres: [1, 'two'] } });
    expect(located).toEqual(['dataCentres.1', 'body.dataCentres.1']);
  });

  it('fall back to the part, then to "request", when the issue is about the whole part', () => {
    expect(issueField('', 'querystring')).toBe('querystring');
    expect(issueField('', undefined)).toBe('request');
    expect(issueField('/search', 'querystring')).toBe('search');
    expect(issueLocation('', 'body')).toBe('body');
    expect(issueLocation('', undefined)).toBe('request');
    expect(issueLocation('/paymentMethod/encryptedCardNumber', undefined)).toBe(
      'request.paymentMethod.encryptedCardNumber',
    );
  });
});
