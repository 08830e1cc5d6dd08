import { BILLING_MESSAGES, type BillingSubmissionResult, LIMITS } from '@datadeck/contracts';
import { Button, Group, Text, type MantineColor } from '@mantine/core';
import { notifications } from '@mantine/notifications';

type ResultCode = BillingSubmissionResult['resultCode'];

/** SPEC §4: what each 3-D Secure result says, and in which colour; any other code is "try again". */
export function threeDSOutcome(resultCode: ResultCode): { message: string; color: MantineColor } {
  switch (resultCode) {
    case 'Authorised':
      return { message: BILLING_MESSAGES.threeDS.Authorised, color: 'green' };
    case 'Cancelled':
      return { message: BILLING_MESSAGES.threeDS.Cancelled, color: 'yellow' };
    case 'Refused':
      return { message: BILLING_MESSAGES.threeDS.Refused, color: 'red' };
    default:
      return { message: BILLING_MESSAGES.threeDS.other, color: 'red' };
  }
}

let snackbarCount = 0;

/** A snackbar (SPEC §4): the message with an OK action that dismisses it, gone by itself after 5 s. */
function showSnackbar(message: string, color: MantineColor): void {
  snackbarCount += 1;
  const id = `billing-snackbar-${snackbarCount}`;
  notifications.show({
    id,
    color,
    autoClose: LIMITS.toastMs,
    withCloseButton: false,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="subtle" onClick={() => notifications.hide(id)}>
          OK
        </Button>
      </Group>
    ),
  });
}

/**
 * The end of a 3-D Secure verification (in the page or after a redirect): its snackbar, and for
 * a saved card the card panel's own success message as well (SPEC §8, 5 s).
 */
export function showVerificationOutcome(resultCode: ResultCode): void {
  const { message, color } = threeDSOutcome(resultCode);
  showSnackbar(message, color);
  if (resultCode === 'Authorised') showCardSaved();
}

export function showCardSaved(): void {
  notifications.show({ color: 'green', message: BILLING_MESSAGES.cardSaved, autoClose: LIMITS.toastMs });
}
