import {
  type AccountDetails,
  MESSAGES,
  organisationCreationRefusal,
  parseEmailList,
  type Role,
} from '@datadeck/contracts';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useMaintenanceRefusal } from '../../shared/auth/use-change-refusal.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { AnchorLink, ButtonLink } from '../../shared/ui/router-links.tsx';

type OrganisationSectionProps = {
  accountId: string;
  details: AccountDetails;
  role: Role;
};

/** The Details tab's Organization section (SPEC §2): create one, or what the account belongs to. */
export function OrganisationSection({ accountId, details, role }: OrganisationSectionProps) {
  const headingId = useId();
  const held = useMaintenanceRefusal();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} id={headingId}>
        Organization
      </Title>
      {details.organisation === null ? (
        <CreateOrganisation
          accountId={accountId}
          refusal={organisationCreationRefusal(role, details.accountType) ?? held}
        />
      ) : (
        <Membership organisation={details.organisation} />
      )}
    </Stack>
  );
}

/**
 * 'Create an Organization from this Account'. Refused (SPEC §6, or during maintenance), it stays
 * focusable but inert with the reason as its tooltip and description (RefusableButton).
 */
function CreateOrganisation({ accountId, refusal }: { accountId: string; refusal: string | null }) {
  return (
    <Group>
      {refusal === null ? (
        <ButtonLink to="/accounts/$accountId/new-organization" params={{ accountId }}>
          {MESSAGES.organisations.createButton}
        </ButtonLink>
      ) : (
        <RefusableButton refusal={refusal}>{MESSAGES.organisations.createButton}</RefusableButton>
      )}
    </Group>
  );
}

type Membership = NonNullable<AccountDetails['organisation']>;

function ContactList({ label, contacts }: { label: string; contacts: string }) {
  const labelId = useId();
  const addresses = parseEmailList(contacts);
  return (
    <div>
      <Text id={labelId} fw={700}>
        {label}
      </Text>
      {addresses.length === 0 ? (
        <Text size="sm">None</Text>
      ) : (
        <List aria-labelledby={labelId} size="sm">
          {addresses.map((address) => (
            <List.Item key={address}>{address}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

/** The organisation the account belongs to; its pages are linked for its owners only (SPEC §2, §6). */
function Membership({ organisation }: { organisation: Membership }) {
  const params = { organisationId: organisation.id };
  return (
    <Stack gap="sm">
      <Text role="note">{MESSAGES.organisations.member(organisation.name)}</Text>
      <ContactList label="Organization support contacts" contacts={organisation.supportContacts} />
      <ContactList label="Organization emergency contacts" contacts={organisation.emergencyContacts} />
      {organisation.callerIsOwner && (
        <Group gap="md">
          <AnchorLink to="/organizations/$organisationId" params={params}>
            Organization Linked Accounts
          </AnchorLink>
          <AnchorLink to="/organizations/$organisationId/details" params={params}>
            Organization Details
          </AnchorLink>
        </Group>
      )}
    </Stack>
  );
}
