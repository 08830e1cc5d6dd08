import { allowListAdmits, clientIpv4, formatAddress } from '@datadeck/contracts';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { clientIpQuery } from './client-ip-query.ts';

type AddMyIpButtonProps = {
  /** The list as stored: the button is for a caller the saved list would refuse. */
  savedRanges: readonly string[];
  disabled: boolean;
  loading: boolean;
  /** Called with the caller's address as a /32 range. */
  onAdd: (range: string) => void;
};

/**
 * "Add my public IP" (SPEC §2), offered only when the saved list does not already admit the
 * caller and the caller's address is one an IPv4 list can hold. Without an answer, no button.
 */
export function AddMyIpButton({ savedRanges, disabled, loading, onAdd }: AddMyIpButtonProps) {
  const clientIp = useQuery(clientIpQuery);
  if (clientIp.data === undefined) return null;
  const address = clientIpv4(clientIp.data.ip);
  if (address === null || allowListAdmits(savedRanges, clientIp.data.ip)) return null;
  const ip = formatAddress(address);
  return (
    <Button variant="default" disabled={disabled} loading={loading} onClick={() => onAdd(`${ip}/32`)}>
      {`Add my public IP (${ip})`}
    </Button>
  );
}
