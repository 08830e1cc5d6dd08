import {
  USABLE_SRC_CARD_STATUSES,
  type ClickToPayScheme,
  type SrcCardStatus,
  type SrcMaskedCard,
} from '@datadeck/contracts/provider';

/** A card of the shopper's Click to Pay profile, as the widget lists it. */
export interface ClickToPayCard {
  srcDigitalCardId: string;
  scheme: ClickToPayScheme;
  /** The scheme's correlation id of the profile the card came from (the payment names it). */
  srcCorrelationId: string;
  descriptorName: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
  status: SrcCardStatus;
  createdAt: number;
  /** null: never used. */
  lastUsedAt: number | null;
  expired: boolean;
}

const time = (iso: string | undefined): number | null => {
  if (iso === undefined) return null;
  const value = Date.parse(iso);
  return Number.isNaN(value) ? null : value;
};

/**
 * SPEC §4: a card is expired if its status is not ACTIVE or PENDING, or its expiry is before the
 * current month (a card expiring this month can still pay).
 */
export function isCardExpired(
  card: { status: SrcCardStatus; expiryMonth: string; expiryYear: string },
  now: Date,
): boolean {
  if (!USABLE_SRC_CARD_STATUSES.includes(card.status)) return true;
  const expiry = Number(card.expiryYear) * 12 + Number(card.expiryMonth) - 1;
  return Number.isNaN(expiry) || expiry < now.getFullYear() * 12 + now.getMonth();
}

export function toClickToPayCard(
  scheme: ClickToPayScheme,
  srcCorrelationId: string,
  masked: SrcMaskedCard,
  now: Date,
): ClickToPayCard {
  const card = {
    srcDigitalCardId: masked.srcDigitalCardId,
    scheme,
    srcCorrelationId,
    descriptorName: masked.digitalCardData.descriptorName,
    lastFour: masked.panLastFour,
    expiryMonth: masked.panExpirationMonth,
    expiryYear: masked.panExpirationYear,
    status: masked.digitalCardData.status,
    createdAt: time(masked.dateOfCardCreated) ?? 0,
    lastUsedAt: time(masked.dateOfCardLastUsed),
  };
  return { ...card, expired: isCardExpired(card, now) };
}

const group = (card: ClickToPayCard): number => (card.expired ? 2 : card.lastUsedAt === null ? 1 : 0);

/**
 * SPEC §4 card order: used cards that have not expired first (latest use first), then unused ones
 * (latest created first), then expired ones (in the same order among themselves).
 */
export function sortCards(cards: readonly ClickToPayCard[]): ClickToPayCard[] {
  // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh copy; Array#toSorted is newer than the widget's es2020 target
  return [...cards].sort(
    (a, b) => group(a) - group(b) || (b.lastUsedAt ?? -1) - (a.lastUsedAt ?? -1) || b.createdAt - a.createdAt,
  );
}
