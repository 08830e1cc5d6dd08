import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { useId } from 'react';
import { DANGER_OUTLINE_COLOR } from '../../shared/ui/danger.ts';

type GuardedButtonProps = {
  label: string;
  /** The accessible name, naming the row: "Unlink demo-reader". */
  name: string;
  /** Why the rule refuses the action (the owner rule), shown before the click; null when allowed. */
  refusal: string | null;
  /** Off for another reason the page already says (no MANAGE_USERS, impersonating). */
  disabled: boolean;
  destructive?: boolean;
  onClick: () => void;
};

/**
 * A row's action that a rule may refuse. Refused, it stays focusable but inert, with the rule's
 * words in a tooltip (hover and focus) and as its description for screen readers, so the user
 * learns why before clicking rather than from an error after it.
 */
export function GuardedButton({ label, name, refusal, disabled, destructive = false, onClick }: GuardedButtonProps) {
  const reasonId = useId();
  const look = {
    size: 'compact-sm',
    variant: destructive ? 'outline' : 'default',
    color: destructive ? DANGER_OUTLINE_COLOR : undefined,
  } as const;
  if (refusal === null || disabled) {
    return (
      <Button {...look} aria-label={name} disabled={disabled} onClick={onClick}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <VisuallyHidden id={reasonId}>{refusal}</VisuallyHidden>
      <Tooltip label={refusal} events={{ hover: true, focus: true, touch: true }} multiline w={280}>
        <Button
          {...look}
          aria-label={name}
          data-disabled
          aria-disabled="true"
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          {label}
        </Button>
      </Tooltip>
    </>
  );
}
