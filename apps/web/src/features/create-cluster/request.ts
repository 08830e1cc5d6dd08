import {
  cassandraClusterSchema,
  kafkaClusterSchema,
  opensearchClusterSchema,
  type CassandraClusterRequest,
  type CreateClusterRequest,
  type KafkaClusterRequest,
  type OpensearchClusterRequest,
} from '@datadeck/contracts';
import { z } from 'zod';
import type { WizardValues } from './form-values.ts';
import { cassandraBody, kafkaBody, opensearchBody } from './request-bodies.ts';

/** A body the application's contracts schema accepted, with the application it is for. */
export type ValidRequest =
  | { application: 'APACHE_CASSANDRA'; body: CassandraClusterRequest }
  | { application: 'KAFKA'; body: KafkaClusterRequest }
  | { application: 'OPENSEARCH'; body: OpensearchClusterRequest };

type Parsed = { success: true; request: ValidRequest } | { success: false; issues: readonly z.core.$ZodIssue[] };

/**
 * Checks the chosen application's body, picked out of the wizard's values, with its contracts
 * schema (as the server will).
 */
export function parseRequest(values: WizardValues): Parsed {
  switch (values.application) {
    case 'APACHE_CASSANDRA': {
      const result = cassandraClusterSchema.safeParse(cassandraBody(values));
      return result.success
        ? { success: true, request: { application: 'APACHE_CASSANDRA', body: result.data } }
        : { success: false, issues: result.error.issues };
    }
    case 'KAFKA': {
      const result = kafkaClusterSchema.safeParse(kafkaBody(values));
      return result.success
        ? { success: true, request: { application: 'KAFKA', body: result.data } }
        : { success: false, issues: result.error.issues };
    }
    case 'OPENSEARCH': {
      const result = opensearchClusterSchema.safeParse(opensearchBody(values));
      return result.success
        ? { success: true, request: { application: 'OPENSEARCH', body: result.data } }
        : { success: false, issues: result.error.issues };
    }
  }
}

/** The contracts' request shape (application beside the body's fields), for plannedNodes. */
export function createClusterRequest(request: ValidRequest): CreateClusterRequest {
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return { application: request.application, ...request.body };
    case 'KAFKA':
      return { application: request.application, ...request.body };
    case 'OPENSEARCH':
      return { application: request.application, ...request.body };
  }
}

/**
 * The wizard's schema: the contracts schema of the chosen application decides, and each issue
 * lands on the field its path names, with the contracts' message (the first issue of a field wins).
 */
export const wizardSchema = z.custom<WizardValues>().transform((values, context) => {
  const parsed = parseRequest(values);
  if (parsed.success) return parsed.request;
  for (const { message, path } of parsed.issues) context.addIssue({ code: 'custom', message, path });
  return z.NEVER;
});
