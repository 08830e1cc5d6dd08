/** Helpers for the services' tests (and the bench): real processes and raw HTTP answers. */
export { decodeBody, fetchRaw, type RawAnswer } from './raw-fetch.ts';
export { freePort } from './free-port.ts';
export { listeningAt, runProcess, type ProcessOutcome } from './run-process.ts';
