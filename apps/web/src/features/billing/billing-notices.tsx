import { BILLING_MESSAGES, type BillingDetails, SETTINGS_MESSAGES } from '@datadeck/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';

type ModeNoticeProps = {
  mode: BillingDetails['mode'];
  /** A card is below (saved, or being entered): the card mode's notice may point at it. */
  cardShown: boolean;
};

/** SPEC §4: the notice of the account's billing mode, first on the tab. */
export function ModeNotice({ mode, cardShown }: ModeNoticeProps) {
  return (
    <Alert color="blue" role="note">
      {mode === 'CARD' && !cardShown ? BILLING_MESSAGES.noCardSaved : BILLING_MESSAGES.modeNotices[mode]}
    </Alert>
  );
}

type SyncedNoticeProps = {
  organisation: string;
  /** EDIT_BILLING: the reset is offered (and disabled while it is not permitted). */
  canReset: boolean;
  /** False under the database-upgrade switch (SPEC §6). */
  resetPermitted: boolean;
  onReset: () => void;
};

/** SPEC §4: the account uses its organisation's billing; an authorised user may reset it. */
export function SyncedNotice({ organisation, canReset, resetPermitted, onReset }: SyncedNoticeProps) {
  return (
    <Alert color="blue" role="note">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{BILLING_MESSAGES.synced(organisation)}</Text>
        {canReset && (
          <RefusableButton
            variant="default"
            refusal={resetPermitted ? null : SETTINGS_MESSAGES.notDuringMaintenance}
            onClick={onReset}
          >
            {BILLING_MESSAGES.reset}
          </RefusableButton>
        )}
      </Stack>
    </Alert>
  );
}
