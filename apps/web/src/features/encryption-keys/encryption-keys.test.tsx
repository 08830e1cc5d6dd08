import { ERROR_CODES, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { ACME, key, keyTable, openKeys, rowOf, serveKeys, VALID_ARN } from './encryption-keys-test-kit.ts';

const K1 = '6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const K2 = '0a9b8c7d-6e5f-4d3c-9b2a-1f0e9d8c7b6a';

describe('the Encryption Keys tab', () => {
  it('lists keys with the spec’s columns, the ARN’s facts and their validity, and explains EBS encryption', async () => {
    serveKeys({
      keys: [
        key({ id: K1, alias: 'virginia', validity: 'Valid' }),
        key({ id: K2, alias: 'ireland', inUse: true }, 'arn:aws:kms:eu-west-1:555566667777:alias/legacy'),
      ],
    });
    await openKeys();
    const headers = within(keyTable())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Key ID',
      'Alias',
      'Region',
      'Provider Account',
      'AWS Account',
      'AWS KMS ID',
      'In Use',
      'Validity',
      'Actions',
    ]);
    const ireland = within(rowOf('ireland'));
    expect(ireland.getByText('EU_WEST_1')).toBeVisible();
    expect(ireland.getByText('555566667777')).toBeVisible();
    expect(ireland.getByText('alias/legacy')).toBeVisible();
    expect(ireland.getByText('Unknown')).toBeVisible();
    expect(within(rowOf('virginia')).getByText('Valid')).toBeVisible();
    expect(screen.getByText(/KMS keys are region specific/)).toBeVisible();
    // In use: Delete is disabled and says why.
    const del = screen.getByRole('button', { name: 'Delete ireland' });
    expect(del).toBeDisabled();
    expect(del).toHaveAccessibleDescription(MESSAGES.encryptionKeys.inUse);
    expect(screen.getByRole('button', { name: 'Delete virginia' })).toBeEnabled();
  });

  it('says so when there are no keys', async () => {
    serveKeys();
    await openKeys();
    expect(screen.getByText(MESSAGES.encryptionKeys.empty)).toBeVisible();
  });

  it('adds a key with alias, ARN and provider account, then lists it', async () => {
    const { calls } = serveKeys();
    await openKeys();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Alias' }), 'virginia 1');
    // Pasted, as an ARN is copied from the AWS console (typing it key by key is slow here).
    await user.click(screen.getByRole('textbox', { name: 'ARN' }));
    await user.paste(VALID_ARN);
    await user.click(screen.getByRole('combobox', { name: 'Provider Account' }));
    await user.click(await screen.findByRole('option', { name: /Acme AWS/ }));
    await user.click(screen.getByRole('button', { name: 'Add Key' }));
    expect(await screen.findByText(MESSAGES.encryptionKeys.added)).toBeVisible();
    expect(calls).toEqual([{ call: 'add', body: { alias: 'virginia 1', arn: VALID_ARN, providerAccountId: ACME.id } }]);
    expect(await within(keyTable()).findByText('virginia 1')).toBeVisible();
  });

  it('refuses a malformed ARN in the form, before asking the server', async () => {
    const { calls } = serveKeys();
    await openKeys();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Alias' }), 'k');
    await user.type(screen.getByRole('textbox', { name: 'ARN' }), 'arn:aws:kms:us-east-1:123:key/x');
    await user.click(screen.getByRole('button', { name: 'Add Key' }));
    expect(await screen.findByText(/ARN must be a KMS key ARN/)).toBeVisible();
    expect(screen.getByText('Choose a provider account')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('validates a key: shows the server’s message and the new validity', async () => {
    const { calls } = serveKeys({ keys: [key({ id: K1, alias: 'virginia' })] });
    await openKeys();
    await userEvent.click(screen.getByRole('button', { name: 'Validate virginia' }));
    expect(await screen.findByText('The key is valid for the provider account')).toBeVisible();
    await waitFor(() => expect(within(rowOf('virginia')).getByText('Valid')).toBeVisible());
    expect(calls).toEqual([{ call: 'validate', keyId: K1 }]);
  });

  it('says the spec’s words when validation fails', async () => {
    serveKeys({
      keys: [key({ id: K1, alias: 'virginia' })],
      answer: () => failure(500, ERROR_CODES.internal, MESSAGES.errors.internal),
    });
    await openKeys();
    await userEvent.click(screen.getByRole('button', { name: 'Validate virginia' }));
    expect(await screen.findByText(MESSAGES.encryptionKeys.validateFailed)).toBeVisible();
  });

  it('deletes a key after a confirmation; cancelling sends nothing', async () => {
    const { calls } = serveKeys({ keys: [key({ id: K1, alias: 'virginia' })] });
    await openKeys();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete virginia' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete virginia' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.encryptionKeys.confirmDelete('virginia'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.encryptionKeys.deleted)).toBeVisible();
    expect(calls).toEqual([{ call: 'delete', keyId: K1 }]);
    expect(await screen.findByText(MESSAGES.encryptionKeys.empty)).toBeVisible();
  });

  it('during scheduled maintenance, Add, Validate and Delete say why and send nothing', async () => {
    const { calls } = serveKeys({ keys: [key({ id: K1, alias: 'virginia' })], maintenance: true });
    await openKeys();
    const user = userEvent.setup();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    for (const name of ['Validate virginia', 'Delete virginia', 'Add Key']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
      await user.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the server’s refusal of a delete in the dialog', async () => {
    serveKeys({
      keys: [key({ id: K1, alias: 'virginia' })],
      answer: (_, call) => (call === 'delete' ? failure(409, 'CONFLICT', MESSAGES.encryptionKeys.inUse) : undefined),
    });
    await openKeys();
    await userEvent.click(screen.getByRole('button', { name: 'Delete virginia' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByText(MESSAGES.encryptionKeys.inUse)).toBeVisible();
  });

  it('is read-only for READ_ONLY: no form, no actions', async () => {
    serveKeys({ role: 'READ_ONLY', keys: [key({ id: K1, alias: 'virginia' })] });
    await openKeys();
    expect(within(keyTable()).getByText('virginia')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Key' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Validate virginia' })).toBeNull();
  });
});
