import type { SavedCard as SavedCardDetails } from '@datadeck/contracts';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';

const BRAND_NAMES: Record<SavedCardDetails['brand'], string> = { mc: 'Mastercard', visa: 'Visa' };

/** The brand's mark, drawn inline (no image request): two circles for Mastercard, the word for Visa. */
function BrandMark({ brand }: { brand: SavedCardDetails['brand'] }) {
  const name = BRAND_NAMES[brand];
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the drawing is one image named by its brand
    <svg role="img" aria-label={name} width="40" height="26" viewBox="0 0 40 26">
      <rect width="40" height="26" rx="4" fill={brand === 'mc' ? '#252525' : '#1a1f71'} />
      {brand === 'mc' ? (
        <>
          <circle cx="16" cy="13" r="7" fill="#eb001b" />
          <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.85" />
        </>
      ) : (
        <text x="20" y="17.5" textAnchor="middle" fontSize="11" fontWeight="700" fontStyle="italic" fill="#ffffff">
          VISA
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

/** The card on file, as the provider stored it: brand, last four digits, expiry and holder. */
export function SavedCard({ card, onReplace }: SavedCardProps) {
  return (
    <Card withBorder component="section" aria-label="Saved card">
      <Group justify="space-between" align="center">
        <Group gap="md" wrap="nowrap">
          <BrandMark brand={card.brand} />
          <Stack gap={2}>
            <Text fw={600}>
              {BRAND_NAMES[card.brand]} •••• {card.lastFour}
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
