import { z } from 'zod';
import { endpoint, publicAccess } from '../endpoint.ts';

const okSchema = z.object({ status: z.literal('ok') });

export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/healthz',
    summary: 'Process is up',
    tag: 'system',
    access: publicAccess,
    status: 200,
    response: okSchema,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/readyz',
    summary: 'Database is reachable',
    tag: 'system',
    access: publicAccess,
    status: 200,
    response: okSchema,
    ownErrors: [503],
  }),
} as const;
