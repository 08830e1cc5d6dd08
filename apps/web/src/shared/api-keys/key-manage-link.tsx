import type { ApiKeyType } from '@datadeck/contracts';
import { ButtonLink } from '../ui/router-links.tsx';
import type { KeyOwner } from './key-store.ts';

type KeyManageLinkProps = { owner: KeyOwner; apiKeyType: ApiKeyType; keyName: string };

/** Manage: the key's allow-list page, under the tab the key is listed on. */
export function KeyManageLink({ owner, apiKeyType, keyName }: KeyManageLinkProps) {
  const common = { size: 'compact-sm', variant: 'default', 'aria-label': `Manage ${keyName}` } as const;
  if (owner.kind === 'account') {
    return (
      <ButtonLink
        {...common}
        to="/accounts/$accountId/settings/api-keys/$apiKeyType/manage-api-key"
        params={{ accountId: owner.accountId, apiKeyType }}
      >
        Manage
      </ButtonLink>
    );
  }
  return (
    <ButtonLink
      {...common}
      to="/accounts/$accountId/settings/service-users/$username/service-user-api-keys/$apiKeyType/manage-api-key"
      params={{ accountId: owner.accountId, username: owner.username, apiKeyType }}
    >
      Manage
    </ButtonLink>
  );
}
