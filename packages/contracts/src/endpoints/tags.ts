import { z } from 'zod';
import { endpoint, needs } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import { addedTagSchema, addTagBodySchema, deleteTagQuerySchema, tagsSchema } from '../domains/tags.ts';

/** Custom tags (SPEC §2 Cluster Resources › Tags, §7: list, add, delete by key). */
export const tagEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/tags',
    summary: "The account's custom tags, oldest first",
    tag: 'tags',
    access: needs('VIEW_TAGS'),
    params: accountIdParamsSchema,
    status: 200,
    response: tagsSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/tags',
    summary: 'Add a custom tag; the answer warns of the providers whose tag rules refuse it',
    tag: 'tags',
    access: needs('EDIT_TAGS'),
    params: accountIdParamsSchema,
    body: addTagBodySchema,
    status: 201,
    response: addedTagSchema,
    // 400 also for the 31st tag (SPEC §2); 409 for a key the account has already, naming `key`
    ownErrors: [409],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v1/accounts/:accountId/tags',
    summary: 'Delete a custom tag by its key; clusters that have it keep it',
    tag: 'tags',
    access: needs('EDIT_TAGS'),
    params: accountIdParamsSchema,
    query: deleteTagQuerySchema,
    status: 204,
    response: z.null(),
  }),
} as const;
