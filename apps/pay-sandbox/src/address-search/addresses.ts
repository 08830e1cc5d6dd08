import type { AddressSearchResult } from '@datadeck/contracts/provider-api';

type Address = Omit<AddressSearchResult, 'id' | 'label'>;

/**
 * The sandbox's searchable addresses: well-known public buildings in a few countries, enough for
 * the address lookup to be tried by hand and by the tests (README, "Address search"). States use
 * the ids of the states dataset; where the house number is written in the street line (US, GB,
 * AU) the separate field is empty, as the widget's address rules expect.
 */
const ADDRESSES: readonly Address[] = [
  {
    street: '350 Fifth Avenue',
    houseNumberOrName: '',
    postalCode: '10118',
    city: 'New York',
    stateOrProvince: 'NY',
    country: 'US',
  },
  {
    street: '12 Main Street',
    houseNumberOrName: '',
    postalCode: '10001',
    city: 'New York',
    stateOrProvince: 'NY',
    country: 'US',
  },
  {
    street: '1600 Pennsylvania Avenue NW',
    houseNumberOrName: '',
    postalCode: '20500',
    city: 'Washington',
    stateOrProvince: 'DC',
    country: 'US',
  },
  {
    street: '1600 Amphitheatre Parkway',
    houseNumberOrName: '',
    postalCode: '94043',
    city: 'Mountain View',
    stateOrProvince: 'CA',
    country: 'US',
  },
  {
    street: '1 Main Street',
    houseNumberOrName: '',
    postalCode: '94105',
    city: 'San Francisco',
    stateOrProvince: 'CA',
    country: 'US',
  },
  {
    street: '233 South Wacker Drive',
    houseNumberOrName: '',
    postalCode: '60606',
    city: 'Chicago',
    stateOrProvince: 'IL',
    country: 'US',
  },
  {
    street: '400 Broad Street',
    houseNumberOrName: '',
    postalCode: '98109',
    city: 'Seattle',
    stateOrProvince: 'WA',
    country: 'US',
  },
  {
    street: '100 Main Street',
    houseNumberOrName: '',
    postalCode: '98104',
    city: 'Seattle',
    stateOrProvince: 'WA',
    country: 'US',
  },
  { street: 'Dam', houseNumberOrName: '1', postalCode: '1012 JS', city: 'Amsterdam', country: 'NL' },
  { street: 'Museumstraat', houseNumberOrName: '1', postalCode: '1071 XX', city: 'Amsterdam', country: 'NL' },
  { street: 'Binnenhof', houseNumberOrName: '1', postalCode: '2513 AA', city: 'Den Haag', country: 'NL' },
  { street: 'Coolsingel', houseNumberOrName: '40', postalCode: '3011 AD', city: 'Rotterdam', country: 'NL' },
  { street: '10 Downing Street', houseNumberOrName: '', postalCode: 'SW1A 2AA', city: 'London', country: 'GB' },
  { street: '221B Baker Street', houseNumberOrName: '', postalCode: 'NW1 6XE', city: 'London', country: 'GB' },
  { street: 'Platz der Republik', houseNumberOrName: '1', postalCode: '11011', city: 'Berlin', country: 'DE' },
  { street: 'Marienplatz', houseNumberOrName: '8', postalCode: '80331', city: 'München', country: 'DE' },
  {
    street: '1 Macquarie Street',
    houseNumberOrName: '',
    postalCode: '2000',
    city: 'Sydney',
    stateOrProvince: 'NSW',
    country: 'AU',
  },
  {
    street: '2 Macquarie Street',
    houseNumberOrName: '',
    postalCode: '2000',
    city: 'Sydney',
    stateOrProvince: 'NSW',
    country: 'AU',
  },
];

/** The address on one line, as a shopper reads it in the result list. */
export function addressLabel(address: Address): string {
  const line = [address.street, address.houseNumberOrName].filter(Boolean).join(' ');
  const place = [address.postalCode, address.city, address.stateOrProvince].filter(Boolean).join(' ');
  return `${line}, ${place}, ${address.country}`;
}

/** Each address with a stable id and its label. */
export const SEARCHABLE_ADDRESSES: readonly AddressSearchResult[] = ADDRESSES.map((address, index) => ({
  id: `addr_${String(index + 1).padStart(3, '0')}`,
  label: addressLabel(address),
  ...address,
}));
