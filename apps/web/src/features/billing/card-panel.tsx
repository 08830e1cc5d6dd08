import { BILLING_MESSAGES } from '@datadeck/contracts';
import type { WidgetError } from '@datadeck/card-widget';
import { Alert, Box, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.layer.css';
import { lazy, Suspense, useId, useState } from 'react';
import type { CardCallbacks, CardWidgetFrameProps } from './card-widget-frame.tsx';
import type { CardPhase } from './use-card-payment.ts';

/**
 * The height the card form takes once drawn (number, expiry and code, holder name, the full
 * billing address; 744 px measured in Chromium at 375 to 1280 px wide): reserved from the start,
 * so nothing below moves when the iframes arrive.
 */
export const CARD_FORM_HEIGHT_PX = 744;

const CardWidgetFrame = lazy(async () => ({ default: (await import('./card-widget-frame.tsx')).CardWidgetFrame }));

type CardPanelProps = CardWidgetFrameProps & {
  phase: CardPhase;
  /** The last card was not saved: the persistent danger text (SPEC §8), until the next try. */
  failed: boolean;
};

/**
 * The card part of the billing form: the widget, what it is doing, and why a card was not saved.
 * A widget that fails before it is ready (its fields' pages refused, a time-out) is logged (SPEC
 * §8) and the panel says the card cannot be entered now, instead of an empty space.
 */
export function CardPanel({ phase, failed, callbacks, onReady, ...frame }: CardPanelProps) {
  const headingId = useId();
  const [widget, setWidget] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const onError = (error: WidgetError) => {
    if (widget !== 'loading') {
      callbacks.onError(error);
      return;
    }
    // oxlint-disable-next-line no-console -- SPEC §8: the card form's initialisation failure is logged
    console.error('The card form failed to initialise:', error);
    setWidget('unavailable');
  };
  const ready = () => {
    setWidget('ready');
    onReady();
  };
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Text id={headingId} fw={600}>
        Card
      </Text>
      {failed && (
        <Alert color="red" role="alert">
          {BILLING_MESSAGES.cardFailed}
        </Alert>
      )}
      {/* Always there, so screen readers hear the text when it appears. */}
      <Text component="output" c="dimmed" display="block">
        {phase === 'redirecting' ? BILLING_MESSAGES.redirecting : ''}
      </Text>
      {widget === 'unavailable' ? (
        <Alert color="red" role="alert">
          {BILLING_MESSAGES.cardUnavailable}
        </Alert>
      ) : (
        <Box mih={CARD_FORM_HEIGHT_PX}>
          <Suspense fallback={<Skeleton h={CARD_FORM_HEIGHT_PX} aria-hidden />}>
            <CardWidgetFrame {...frame} callbacks={{ ...callbacks, onError }} onReady={ready} />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
}

export type { CardCallbacks };
