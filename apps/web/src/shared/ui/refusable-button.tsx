import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { LazyTooltip } from './lazy-tooltip.tsx';

type RefusableButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** Why the action cannot be used now (a rule, the role, maintenance); null when it can. */
    refusal: string | null;
  };

/**
 * A button whose action a rule may refuse. Refused, it looks disabled but stays focusable and
 * inert, with the reason in a tooltip (hover, focus, touch) and as its accessible description, so
 * every greyed-out action says why before anyone clicks it. A plain `disabled` button would take
 * no focus or hover, and its tooltip would never show.
 */
export function RefusableButton({ refusal, onClick, ...props }: RefusableButtonProps) {
  const reasonId = useId();
  if (refusal === null) return <Button onClick={onClick} {...props} />;
  return (
    <>
      <VisuallyHidden id={reasonId}>{refusal}</VisuallyHidden>
      <LazyTooltip label={refusal} events={{ hover: true, focus: true, touch: true }} multiline w={280}>
        <Button
          {...props}
          // A refused submit button must not submit its form either.
          type="button"
          data-disabled
          aria-disabled="true"
          // The reason joins whatever else describes the button (an in-use note beside it).
          aria-describedby={[props['aria-describedby'], reasonId].filter(Boolean).join(' ')}
          onClick={(event) => event.preventDefault()}
        />
      </LazyTooltip>
    </>
  );
}
