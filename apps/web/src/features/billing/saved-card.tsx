import type { SavedCardBrand, SavedCard as SavedCardDetails } from '@datadeck/contracts';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';

const BRAND_NAMES: Record<SavedCardBrand, string> = { mc: 'Mastercard', visa: 'Visa', amex: 'American Express' };
/** A card saved without a provider whose brand the console does not name. */
const UNNAMED_BRAND = 'Card';

const nameOf = (brand: SavedCardBrand | null) => (brand === null ? UNNAMED_BRAND : BRAND_NAMES[brand]);

/** How each mark is drawn: its background, and the word on it (Mastercard's are two circles). */
const MARKS: Record<SavedCardBrand | 'none', { fill: string; word: string | null }> = {
  mc: { fill: '#252525', word: null },
  visa: { fill: '#1a1f71', word: 'VISA' },
  amex: { fill: '#2e77bc', word: 'AMEX' },
  none: { fill: '#5c5f66', word: 'CARD' },
};

/** The brand's mark, drawn inline (no image request): two circles for Mastercard, a word for the others. */
function BrandMark({ brand }: { brand: SavedCardBrand | null }) {
  const mark = MARKS[brand ?? 'none'];
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the drawing is one image named by its brand
    <svg role="img" aria-label={nameOf(brand)} width="40" height="26" viewBox="0 0 40 26">
      <rect width="40" height="26" rx="4" fill={mark.fill} />
      {mark.word === null ? (
        <>
          <circle cx="16" cy="13" r="7" fill="#eb001b" />
          <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.85" />
        </>
      ) : (
        <text x="20" y="17.5" textAnchor="middle" fontSize="11" fontWeight="700" fontStyle="italic" fill="#ffffff">
          {mark.word}
        </text>
      )}
    </svg>
  );
}

const twoDigits = (month: number) => String(month).padStart(2, '0');

type SavedCardProps = {
  card: SavedCardDetails;
  /** Offered when the user may enter a card: shows the card form, which saves through the same flow. */
  onReplace?: () => void;
};

/** The card on file: brand, last four digits, expiry and holder. */
export function SavedCard({ card, onReplace }: SavedCardProps) {
  return (
    <Card withBorder component="section" aria-label="Saved card">
      <Group justify="space-between" align="center">
        <Group gap="md" wrap="nowrap">
          <BrandMark brand={card.brand} />
          <Stack gap={2}>
            <Text fw={600}>
              {nameOf(card.brand)} •••• {card.lastFour}
            </Text>
            <Text size="sm">
              Expires {twoDigits(card.expiryMonth)}/{card.expiryYear}
            </Text>
            <Text size="sm">{card.holderName}</Text>
          </Stack>
        </Group>
        {onReplace && (
          <Button variant="default" onClick={onReplace}>
            Replace card
          </Button>
        )}
      </Group>
    </Card>
  );
}
