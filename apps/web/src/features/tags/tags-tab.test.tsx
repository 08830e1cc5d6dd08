import { LIMITS, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { openTags, serveTags } from './tags-test-kit.ts';

const DEMO = [
  { key: 'team', value: 'payments' },
  { key: 'Cost Centre', value: 'CC-1042' },
];
const rowOf = (key: string) => {
  const row = within(screen.getByRole('table', { name: 'Tags' }))
    .getByRole('rowheader', { name: key })
    .closest('tr');
  if (!row) throw new Error(`no row for ${key}`);
  return row;
};

describe('the Tags tab', () => {
  it('lists the tags with their compatible providers and the counter', async () => {
    serveTags({ tags: DEMO });
    await openTags();
    const headers = within(screen.getByRole('table', { name: 'Tags' }))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Key', 'Default Value', 'Compatible Providers', 'Actions']);
    expect(within(rowOf('team')).getByText('AWS, GCP, Azure')).toBeVisible();
    expect(within(rowOf('Cost Centre')).getByText('AWS, Azure')).toBeVisible();
    expect(screen.getByText(`2 / ${LIMITS.maxTagsPerAccount} Tags used`)).toBeVisible();
    expect(screen.getByText(MESSAGES.tags.info)).toBeVisible();
  });

  it('previews the compatible providers while typing, adds the tag and warns of refusing providers', async () => {
    const user = userEvent.setup();
    const server = serveTags({ tags: [] });
    await openTags();
    expect(
      screen.getByText('No tags yet. Tags added here become the default tags of every new cluster.'),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Key/ }), 'Owner');
    expect(screen.getByText('Compatible Providers: AWS, Azure')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Default Value' }), 'ops');
    await user.click(screen.getByRole('button', { name: 'Add Tag' }));
    expect(await screen.findByText(`${MESSAGES.tags.added('Owner')} GCP will not accept this tag`)).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'Owner' })).toBeVisible();
    expect(server.stored()).toEqual([{ key: 'Owner', value: 'ops' }]);
    expect(screen.getByRole('textbox', { name: /^Key/ })).toHaveValue('');
    expect(screen.getByText(`1 / ${LIMITS.maxTagsPerAccount} Tags used`)).toBeVisible();
  });

  it("shows 'None' for a tag no provider accepts", async () => {
    const user = userEvent.setup();
    serveTags();
    await openTags();
    await user.type(screen.getByRole('textbox', { name: /^Key/ }), 'Region');
    // Azure reserves Region; GCP wants lowercase; AWS is left, until the value holds a # it refuses.
    expect(screen.getByText('Compatible Providers: AWS')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Default Value' }), 'a#b');
    expect(screen.getByText('Compatible Providers: None')).toBeVisible();
  });

  it('checks the rules in the browser and sends nothing for a bad key', async () => {
    const user = userEvent.setup();
    const server = serveTags();
    await openTags();
    await user.type(screen.getByRole('textbox', { name: /^Key/ }), 'a#b');
    await user.click(screen.getByRole('button', { name: 'Add Tag' }));
    expect(await screen.findByText(MESSAGES.tags.keyPattern)).toBeVisible();
    expect(server.stored()).toEqual([]);
  });

  it("says the tag could not be added with the server's detail, on the field it names", async () => {
    const user = userEvent.setup();
    serveTags({ addAnswer: () => failure(409, 'key', MESSAGES.tags.duplicateKey('team')) });
    await openTags();
    await user.type(screen.getByRole('textbox', { name: /^Key/ }), 'team');
    await user.click(screen.getByRole('button', { name: 'Add Tag' }));
    expect(await screen.findByText(MESSAGES.tags.addFailed('team'))).toBeVisible();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.tags.duplicateKey('team')).length).toBeGreaterThan(1));
    expect(screen.getByRole('textbox', { name: /^Key/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the form at 30 tags and says why', async () => {
    serveTags({
      tags: Array.from({ length: LIMITS.maxTagsPerAccount }, (_, i) => ({ key: `tag-${i}`, value: '' })),
    });
    await openTags();
    expect(screen.getByText(`30 / ${LIMITS.maxTagsPerAccount} Tags used`)).toBeVisible();
    expect(screen.getByText(MESSAGES.tags.limitReached(LIMITS.maxTagsPerAccount))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Tag' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Key/ })).toBeDisabled();
  });

  it('deletes a tag after a confirmation', async () => {
    const user = userEvent.setup();
    const server = serveTags({ tags: DEMO });
    await openTags();
    await user.click(within(rowOf('team')).getByRole('button', { name: 'Delete Tag team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tag' });
    expect(within(dialog).getByText(MESSAGES.tags.confirmDelete('team'))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Tag' }));
    expect(await screen.findByText(MESSAGES.tags.deleted)).toBeVisible();
    expect(server.deleted).toEqual(['team']);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'team' })).toBeNull());
  });

  it('says a key over the limit is too long, keeping what was typed', async () => {
    const user = userEvent.setup();
    const server = serveTags();
    await openTags();
    const key = 'k'.repeat(LIMITS.tagKeyMaxLength + 1);
    await user.click(screen.getByRole('textbox', { name: /^Key/ }));
    await user.paste(key);
    await user.click(screen.getByRole('button', { name: 'Add Tag' }));
    expect(await screen.findByText(MESSAGES.tags.keyTooLong(LIMITS.tagKeyMaxLength))).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Key/ })).toHaveValue(key);
    expect(server.stored()).toEqual([]);
  });

  it('during scheduled maintenance, Add Tag and Delete Tag say why and change nothing', async () => {
    const user = userEvent.setup();
    const server = serveTags({ tags: DEMO, maintenance: true });
    await openTags();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    const add = screen.getByRole('button', { name: 'Add Tag' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
    await user.type(screen.getByRole('textbox', { name: /^Key/ }), 'owner{Enter}');
    await user.click(add);
    const remove = within(rowOf('team')).getByRole('button', { name: 'Delete Tag team' });
    expect(remove).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
    await user.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.stored()).toEqual(DEMO);
    expect(server.deleted).toEqual([]);
  });

  it('is read-only without EDIT_TAGS', async () => {
    serveTags({ tags: DEMO, role: 'READ_ONLY' });
    await openTags();
    expect(screen.getByText(MESSAGES.tags.readOnly)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete Tag/ })).toBeNull();
    expect(rowOf('team')).toBeVisible();
  });
});
