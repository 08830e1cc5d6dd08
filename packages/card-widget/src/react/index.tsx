import { useEffect, useLayoutEffect, useRef } from 'react';
import { createCheckout } from '../index.ts';
import type { CardComponent } from '../card/card.ts';
import type { CardOptions, CheckoutCallbacks, CheckoutOptions } from '../types.ts';

export interface CardWidgetProps {
  checkout: CheckoutOptions;
  card?: CardOptions;
  /** Called with the mounted component (for `submit()`, `handleAction()`). */
  onComponent?: (component: CardComponent) => void;
  className?: string;
}

type CallbackName = keyof CheckoutCallbacks;
const CALLBACKS: CallbackName[] = [
  'onChange',
  'onSubmit',
  'onAdditionalDetails',
  'onPaymentCompleted',
  'onPaymentFailed',
  'onError',
];
const CARD_CALLBACKS = [
  'onReady',
  'onBrand',
  'onBinLookup',
  'onFieldValid',
  'onFocus',
  'onBlur',
  'onChange',
  'onError',
] as const;

/**
 * Mounts the card widget in a div. The checkout is created once per mount (StrictMode mounts,
 * unmounts and mounts again: each run cleans up after itself); callbacks are read through refs,
 * so passing new callback functions does not remount the iframes.
 */
export function CardWidget({ checkout, card, onComponent, className }: CardWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const props = useRef({ checkout, card, onComponent });
  // Layout effects run before the mount effect below, so it always sees the latest props.
  useLayoutEffect(() => {
    props.current = { checkout, card, onComponent };
  });
  // What identifies a checkout: only a change of these remounts the widget.
  const { clientKey, environment, locale, providerUrl } = checkout;
  const sessionId = checkout.session?.id;
  const sessionData = checkout.session?.sessionData;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { checkout: checkoutOptions, card: cardOptions = {} } = props.current;
    const session = sessionId === undefined ? undefined : { id: sessionId, sessionData: sessionData ?? '' };
    const forwarded: CheckoutOptions = { ...checkoutOptions, clientKey, environment, locale, providerUrl, session };
    for (const name of CALLBACKS) {
      const latest = (...args: unknown[]) =>
        (props.current.checkout[name] as ((...values: unknown[]) => void) | undefined)?.(...args);
      Object.assign(forwarded, { [name]: latest });
    }
    const forwardedCard: CardOptions = { ...cardOptions };
    for (const name of CARD_CALLBACKS) {
      if (!cardOptions[name]) continue;
      const latest = (...args: unknown[]) =>
        (props.current.card?.[name] as ((...values: unknown[]) => void) | undefined)?.(...args);
      Object.assign(forwardedCard, { [name]: latest });
    }
    const component = createCheckout(forwarded).create('card', forwardedCard).mount(element);
    props.current.onComponent?.(component);
    return () => component.unmount();
  }, [clientKey, environment, locale, providerUrl, sessionId, sessionData]);

  return <div ref={container} className={className} />;
}

export type { CardComponent, CardOptions, CheckoutOptions };
