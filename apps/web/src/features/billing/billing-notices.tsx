import { BILLING_MESSAGES, type BillingDetails, SETTINGS_MESSAGES } from '@datadeck/contracts';
import { Alert, Button, Stack, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { useId } from 'react';

/** SPEC §4: the notice of the account's billing mode, first on the tab. */
export function ModeNotice({ mode }: { mode: BillingDetails['mode'] }) {
  return (
    <Alert color="blue" role="note">
      {BILLING_MESSAGES.modeNotices[mode]}
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
  const reasonId = useId();
  return (
    <Alert color="blue" role="note">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{BILLING_MESSAGES.synced(organisation)}</Text>
        {canReset &&
          (resetPermitted ? (
            <Button variant="default" onClick={onReset}>
              {BILLING_MESSAGES.reset}
            </Button>
          ) : (
            <>
              <Tooltip
                label={SETTINGS_MESSAGES.notDuringMaintenance}
                events={{ hover: true, focus: true, touch: true }}
              >
                {/* aria-disabled rather than disabled: the button keeps its focus, so the tooltip can say why. */}
                <Button variant="default" data-disabled aria-disabled aria-describedby={reasonId}>
                  {BILLING_MESSAGES.reset}
                </Button>
              </Tooltip>
              <span id={reasonId} hidden>
                {SETTINGS_MESSAGES.notDuringMaintenance}
              </span>
            </>
          ))}
      </Stack>
    </Alert>
  );
}
