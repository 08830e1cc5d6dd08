import {
  api,
  API_KEY_HINT_LENGTH,
  maskedApiKey,
  parseAllowList,
  serviceUserKeyTypes,
  serviceUserProfilesFor,
  type Account,
  type ApiKeyType,
  type Me,
  type Role,
  type ServiceUser,
  type ServiceUserApiKey,
} from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import { ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, me, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

/** Keys in clear as the server answers them after Add and Rotate (purely alphanumeric). */
export const GENERATED_KEY = 'Svc6enKeyAbCdEfGhIjKlMnOpQr1234';
export const ROTATED_KEY = 'SvcR0tKeyQrStUvWxYzAbCdEfGh5678';
export const maskedOf = (key: string) => maskedApiKey(key.slice(-API_KEY_HINT_LENGTH));

export const serviceUsersPage = `/accounts/${ACCOUNT_ID}/settings/service-users`;
export const addPage = `${serviceUsersPage}/new/add`;
export const editPage = (username: string) => `${serviceUsersPage}/${username}/edit`;
export const administratorsPage = (username: string) =>
  `${serviceUsersPage}/${username}/manage-service-user-administrators`;
export const keyPage = (username: string, type: ApiKeyType) =>
  `${serviceUsersPage}/${username}/service-user-api-keys/${type}/manage-api-key`;

/** A service user's stored key as the list answers it: masked. */
export function serviceKey(username: string, apiKeyType: ApiKeyType, cidrAllowList?: string[]): ServiceUserApiKey {
  return {
    apiKeyType,
    key: maskedApiKey('wxyz'),
    cidrAllowList: cidrAllowList ?? ['0.0.0.0/0'],
    name: username,
    account: ACCOUNT_ID,
  };
}

/** A service user as the list answers it, administered by the signed-in user. */
export function serviceUser(overrides: Partial<ServiceUser> & { username: string }): ServiceUser {
  const profile = overrides.profile ?? 'READ_ONLY';
  return {
    displayName: `Bot ${overrides.username}`,
    email: `${overrides.username}@example.com`,
    profile,
    allowedProfiles: [...serviceUserProfilesFor('OWNER')],
    administrators: [me.username],
    apiKeys: { allowedApiKeyTypes: serviceUserKeyTypes(profile), apiKeys: [] },
    ...overrides,
  };
}

/** What the fake server was asked to change, in order. */
export type Change = { call: string; username?: string; body?: unknown; type?: unknown };

type ServeOptions = {
  role?: Role;
  users?: ServiceUser[];
  clientIp?: string;
  /** Answers the list instead of the fake's state (e.g. a failure). */
  list?: () => Reply;
  /** Answers a change instead of the fake's state; the request is recorded all the same. */
  refuse?: (request: FakeRequest, call: string) => Reply | undefined;
};

/** The service user and the key type of a path such as …/:username/apikey/:apiKeyType. */
const named = (request: FakeRequest) => request.params.username ?? '';
const typeOf = (request: FakeRequest) => request.params.apiKeyType as ApiKeyType;

/**
 * A fake service users server: it keeps the users and their keys, answers keys in clear after
 * Add and Rotate and masked otherwise, like the real one. Returns the changes it was asked for.
 */
export function serveServiceUsers({
  role = 'OWNER',
  users = [],
  clientIp = '198.51.100.7',
  list,
  refuse,
}: ServeOptions = {}) {
  const changes: Change[] = [];
  let stored = [...users];
  const signedIn: Me = signedInAs(role).me;
  const theAccount: Account = signedInAs(role).account;
  const find = (username: string) => stored.find((user) => user.username === username);
  const replace = (username: string, update: (user: ServiceUser) => ServiceUser) => {
    stored = stored.map((user) => (user.username === username ? update(user) : user));
  };
  const putKey = (username: string, key: ServiceUserApiKey) => {
    replace(username, (user) => ({
      ...user,
      apiKeys: {
        ...user.apiKeys,
        apiKeys: [
          ...user.apiKeys.apiKeys.filter((k) => k.apiKeyType !== key.apiKeyType),
          { ...key, key: maskedOf(key.key) },
        ],
      },
    }));
    return key;
  };
  const currentKey = (username: string, type: ApiKeyType) =>
    find(username)?.apiKeys.apiKeys.find((k) => k.apiKeyType === type) ?? serviceKey(username, type);
  const change = (record: Change, request: FakeRequest, answer: () => Reply): Reply => {
    changes.push(record);
    return refuse?.(request, record.call) ?? answer();
  };

  stubApi([
    [api.auth.me, () => ok(signedIn)],
    [api.accounts.get, () => ok(theAccount)],
    [api.apiKeys.clientIp, () => ok({ ip: clientIp })],
    [api.serviceUsers.list, list ?? (() => ok(stored))],
    [
      api.serviceUsers.create,
      (request) =>
        change({ call: 'create', body: request.body }, request, () => {
          const body = request.body as Pick<ServiceUser, 'username' | 'displayName' | 'email' | 'profile'>;
          const created = serviceUser({
            ...body,
            apiKeys: { allowedApiKeyTypes: serviceUserKeyTypes(body.profile), apiKeys: [] },
          });
          stored = [...stored, created];
          return { status: 201, body: created };
        }),
    ],
    [
      api.serviceUsers.update,
      (request) =>
        change({ call: 'update', username: named(request), body: request.body }, request, () => {
          replace(named(request), (user) => ({ ...user, ...(request.body as Partial<ServiceUser>) }));
          const { displayName, profile, administrators } =
            find(named(request)) ?? serviceUser({ username: named(request) });
          return ok({ displayName, profile, administrators });
        }),
    ],
    [
      api.serviceUsers.deactivate,
      (request) =>
        change({ call: 'deactivate', username: named(request) }, request, () => {
          stored = stored.filter((user) => user.username !== named(request));
          return { status: 204 };
        }),
    ],
    [
      api.serviceUsers.generateKey,
      (request) => {
        const { apiKeyType } = request.body as { apiKeyType: ApiKeyType };
        return change({ call: 'generate', username: named(request), type: apiKeyType }, request, () => ({
          status: 201,
          body: putKey(named(request), {
            ...serviceKey(named(request), apiKeyType, ['0.0.0.0/0']),
            key: GENERATED_KEY,
          }),
        }));
      },
    ],
    [
      api.serviceUsers.rotateKey,
      (request) =>
        change({ call: 'rotate', username: named(request), type: typeOf(request) }, request, () =>
          ok(putKey(named(request), { ...currentKey(named(request), typeOf(request)), key: ROTATED_KEY })),
        ),
    ],
    [
      api.serviceUsers.updateKeyAllowList,
      (request) => {
        const { cidrAllowList } = request.body as { cidrAllowList: string[] };
        return change(
          { call: 'updateAllowList', username: named(request), type: typeOf(request), body: cidrAllowList },
          request,
          () => {
            const key = {
              ...currentKey(named(request), typeOf(request)),
              cidrAllowList: parseAllowList(cidrAllowList.join('\n')).ranges,
            };
            return ok(putKey(named(request), key));
          },
        );
      },
    ],
    [
      api.serviceUsers.deleteKey,
      (request) => {
        const type = request.query.get('apiKeyType');
        return change({ call: 'delete', username: named(request), type }, request, () => {
          replace(named(request), (user) => ({
            ...user,
            apiKeys: { ...user.apiKeys, apiKeys: user.apiKeys.apiKeys.filter((k) => k.apiKeyType !== type) },
          }));
          return { status: 204 };
        });
      },
    ],
  ]);
  return changes;
}

/** Opens the Service Users tab and waits for its heading. */
export async function openServiceUsers() {
  const view = renderApp(serviceUsersPage);
  await screen.findByRole('heading', { level: 2, name: 'Service Users' });
  return view;
}
