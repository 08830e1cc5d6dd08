import { ROLE_LABELS } from '@datadeck/contracts';
import { NativeSelect } from '@mantine/core';
// NativeSelect's chevron is the combobox's, styled by Combobox's CSS.
import '@mantine/core/styles/Combobox.layer.css';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useMe } from '../../shared/auth/session.ts';

/** Accounts are switched in the sidebar (SPEC §2): each linked account with the user's role on it. */
export function AccountSwitcher() {
  const me = useMe();
  const navigate = useNavigate();
  const accountId = useParams({ strict: false, select: (params) => params.accountId });
  if (me.accounts.length === 0) return null;
  return (
    <NativeSelect
      label="Account"
      value={accountId ?? ''}
      onChange={(event) =>
        void navigate({ to: '/accounts/$accountId', params: { accountId: event.currentTarget.value } })
      }
      data={[
        ...(accountId === undefined ? [{ value: '', label: 'Choose an account', disabled: true }] : []),
        ...me.accounts.map((account) => ({
          value: account.id,
          label: `${account.name} (${ROLE_LABELS[account.role]})`,
        })),
      ]}
    />
  );
}
