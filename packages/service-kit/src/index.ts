/**
 * What the console server and the provider sandbox share as Node services: the mechanism only.
 * Each keeps its own environment schema, redaction list, error body and binder.
 */
export { clientError, issueField, issueLocation, type ClientErrorTexts } from './client-errors.ts';
export { closeConnectionsWhenClosing } from './closing.ts';
export {
  acceptedEncoding,
  ANSWER_BROTLI_OPTIONS,
  type AnswerEncoding,
  COMPRESSION_THRESHOLD_BYTES,
  ON_THE_FLY_BROTLI_QUALITY,
  registerCompression,
} from './compression.ts';
export { ConfigError, LOG_LEVELS, readEnv, type LogLevel } from './config.ts';
export { describeError, serializeError, withoutQueryParams, type SerializedError } from './error-serializer.ts';
export { loggerOptions, type LoggerSettings } from './logging.ts';
export { credentialNames, REDACTED, redactQueryParams } from './url-redaction.ts';
export { runService, type ListenAddress, type Service, type ServiceProcess } from './run-service.ts';
