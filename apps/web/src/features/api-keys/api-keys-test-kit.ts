import {
  api,
  API_KEY_HINT_LENGTH,
  API_KEY_TYPE_RULES,
  maskedApiKey,
  parseAllowList,
  ROLE_API_KEY_TYPES,
  type Account,
  type ApiKey,
  type ApiKeys,
  type ApiKeyType,
  type Me,
  type Role,
} from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import { ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

export const apiKeysPage = `/accounts/${ACCOUNT_ID}/settings/api-keys`;
export const managePage = (type: string) => `${apiKeysPage}/${type}/manage-api-key`;
export const securityManagePage = (type: string) => `/accounts/${ACCOUNT_ID}/settings/security/${type}/manage-api-key`;

/** Keys in clear as the server answers them after Add and Rotate (purely alphanumeric). */
export const GENERATED_KEY = 'Gen3rat3dKeyAbCdEfGhIjKlMnOp1234';
export const ROTATED_KEY = 'R0tat3dKeyQrStUvWxYzAbCdEfGh5678';
export const maskedOf = (key: string) => maskedApiKey(key.slice(-API_KEY_HINT_LENGTH));

/** A stored key as the list answers it: masked. */
export function storedKey(apiKeyType: ApiKeyType, cidrAllowList: string[] = ['0.0.0.0/0']): ApiKey {
  return { apiKeyType, key: maskedApiKey('wxyz'), cidrAllowList };
}

type ServeOptions = {
  role?: Role;
  user?: Partial<Me>;
  keys?: ApiKey[];
  /** The caller's address as GET /v1/client-ip answers it. */
  clientIp?: string;
  /** Answers the list instead of the fake's state (e.g. a failure). */
  list?: () => Reply;
  /** Answers a change instead of the fake's state; the request is recorded all the same. */
  refuse?: (request: FakeRequest) => Reply | undefined;
};

/** The key type of a path such as …/apikey/:apiKeyType. */
const typeOf = (request: FakeRequest): ApiKeyType => request.params.apiKeyType as ApiKeyType;

/** What the fake server was asked to change, in order. */
export type KeyChange =
  | { call: 'generate'; type: unknown }
  | { call: 'rotate'; type: unknown }
  | { call: 'delete'; type: unknown }
  | { call: 'updateAllowList'; type: unknown; cidrAllowList: unknown };

/**
 * A fake API keys server for one user: it keeps the keys, answers keys in clear after Add and
 * Rotate and masked otherwise, like the real one. Returns the changes it was asked for.
 */
export function serveApiKeys({
  role = 'OWNER',
  user = {},
  keys = [],
  clientIp = '198.51.100.7',
  list,
  refuse,
}: ServeOptions = {}) {
  const changes: KeyChange[] = [];
  let stored = [...keys];
  const signedIn: Me = signedInAs(role, user).me;
  const theAccount: Account = signedInAs(role).account;
  const listed = (): ApiKeys => ({
    apiKeys: stored,
    allowedApiKeyTypes: ROLE_API_KEY_TYPES[role].map((name) => ({
      name,
      displayName: API_KEY_TYPE_RULES[name].displayName,
    })),
  });
  const store = (key: ApiKey) => {
    stored = [...stored.filter((k) => k.apiKeyType !== key.apiKeyType), { ...key, key: maskedOf(key.key) }];
    return key;
  };
  const change = (record: KeyChange, request: FakeRequest, answer: () => Reply): Reply => {
    changes.push(record);
    return refuse?.(request) ?? answer();
  };
  const current = (type: ApiKeyType) => stored.find((k) => k.apiKeyType === type) ?? storedKey(type);

  stubApi([
    [api.auth.me, () => ok(signedIn)],
    [api.accounts.get, () => ok(theAccount)],
    [api.apiKeys.list, list ?? (() => ok(listed()))],
    [api.apiKeys.clientIp, () => ok({ ip: clientIp })],
    [
      api.apiKeys.generate,
      (request) => {
        const { apiKeyType } = request.body as { apiKeyType: ApiKeyType };
        return change({ call: 'generate', type: apiKeyType }, request, () => ({
          status: 201,
          body: store({ apiKeyType, key: GENERATED_KEY, cidrAllowList: ['0.0.0.0/0'] }),
        }));
      },
    ],
    [
      api.apiKeys.rotate,
      (request) =>
        change({ call: 'rotate', type: typeOf(request) }, request, () =>
          ok(store({ ...current(typeOf(request)), key: ROTATED_KEY })),
        ),
    ],
    [
      api.apiKeys.updateAllowList,
      (request) => {
        const { cidrAllowList } = request.body as { cidrAllowList: string[] };
        return change({ call: 'updateAllowList', type: typeOf(request), cidrAllowList }, request, () => {
          const key = { ...current(typeOf(request)), cidrAllowList: parseAllowList(cidrAllowList.join('\n')).ranges };
          store(key);
          return ok(key);
        });
      },
    ],
    [
      api.apiKeys.delete,
      (request) => {
        const type = request.query.get('apiKeyType');
        return change({ call: 'delete', type }, request, () => {
          stored = stored.filter((k) => k.apiKeyType !== type);
          return { status: 204 };
        });
      },
    ],
  ]);
  return changes;
}

/** Opens the API keys tab and waits for the table. */
export async function openApiKeys() {
  const view = renderApp(apiKeysPage);
  await screen.findByRole('table', { name: 'Your API keys on this account' });
  return view;
}

/** Opens a key's allow-list editor and waits for the field. */
export async function openManage(path: string) {
  const view = renderApp(path);
  await screen.findByRole('textbox', { name: 'Allowed IPv4 ranges' });
  return view;
}

export const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
