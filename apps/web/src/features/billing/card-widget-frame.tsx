import type { AdditionalDetailsState, CardState, WidgetError } from '@datadeck/card-widget';
import { CardWidget } from '@datadeck/card-widget/react';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect
import '@datadeck/card-widget/styles.css';
import { BILLING_MESSAGES, type ClientConfiguration } from '@datadeck/contracts';
import type { CardHandle } from './use-card-payment.ts';

/** What the billing form asks of the widget: only the methods of CardHandle. */
export type CardCallbacks = {
  onSubmit: (state: CardState, component: CardHandle) => void;
  onAdditionalDetails: (state: AdditionalDetailsState) => void;
  onError: (error: WidgetError) => void;
};

export type CardWidgetFrameProps = {
  configuration: ClientConfiguration;
  /** The country the widget's billing address starts with. */
  countryCode: string;
  callbacks: CardCallbacks;
  onReady: () => void;
  onComponent: (component: CardHandle) => void;
};

const { placeholders } = BILLING_MESSAGES;

/**
 * The provider's card form (SPEC §2 billing panel), apart from the tab so that the widget's code
 * and styles load only when a card can be entered. A card is saved, not charged: amount 0 USD.
 */
export function CardWidgetFrame({ configuration, countryCode, callbacks, onReady, onComponent }: CardWidgetFrameProps) {
  return (
    <CardWidget
      checkout={{
        clientKey: configuration.clientKey,
        environment: configuration.environment,
        locale: 'en-US',
        providerUrl: configuration.providerUrl,
        countryCode,
        amount: { value: 0, currency: 'USD' },
        onSubmit: callbacks.onSubmit,
        onAdditionalDetails: callbacks.onAdditionalDetails,
        onError: callbacks.onError,
      }}
      card={{
        brands: [...configuration.brands],
        hasHolderName: true,
        holderNameRequired: true,
        placeholders: {
          holderName: placeholders.holderName,
          cardNumber: placeholders.cardNumber,
          expiryDate: placeholders.expiryDate,
          securityCodeThreeDigits: placeholders.securityCode,
        },
        billingAddressRequired: true,
        billingAddressMode: 'full',
        showPayButton: false,
        onReady,
      }}
      onComponent={onComponent}
    />
  );
}
