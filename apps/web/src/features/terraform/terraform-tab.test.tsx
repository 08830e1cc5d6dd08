import { api, MESSAGES, terraformDocsUrl, TERRAFORM_ARCHIVE_NAME } from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { attachmentName } from './api.ts';

const page = `/accounts/${ACCOUNT_ID}/cluster-resources/terraform`;

/** An empty zip archive (its end-of-central-directory record): the bytes the export answers. */
const EMPTY_ZIP = Uint8Array.from({ length: 22 }, (_, i) => [0x50, 0x4b, 0x05, 0x06][i] ?? 0);

/** A console whose Terraform export answers `reply`. */
function serve(reply: () => Reply | Promise<Reply>) {
  return stubApi([
    [api.auth.me, () => ok(me)],
    [api.accounts.get, () => ok(account)],
    [api.terraform.download, reply],
  ]);
}

async function open() {
  renderApp(page);
  await screen.findByRole('heading', { level: 2, name: 'Terraform' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Terraform tab', () => {
  it('says what the export contains, linking each resource to its documentation', async () => {
    serve(() => ok(EMPTY_ZIP));
    await open();
    expect(screen.getByText('provider.tf')).toBeVisible();
    const link = screen.getByRole('link', { name: 'instaclustr_kafka_cluster_v2' });
    expect(link).toHaveAttribute('href', terraformDocsUrl('instaclustr_kafka_cluster_v2'));
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('downloads the zip as a file, showing that it is generating meanwhile', async () => {
    let answer: ((reply: Reply) => void) | undefined;
    const fetchMock = serve(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:terraform');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await open();

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Generating the configuration…')).toBeVisible();
    answer?.(ok(EMPTY_ZIP));

    expect(await screen.findByText(MESSAGES.terraform.downloaded)).toBeVisible();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(TERRAFORM_ARCHIVE_NAME);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/v1/accounts/${ACCOUNT_ID}/terraform`))).toBe(
      true,
    );
  });

  it('lists each message of a refused export with a help link that opens in a new tab', async () => {
    const kafka = MESSAGES.terraform.singleDataCentre('events', 'instaclustr_kafka_cluster_v2', 2);
    const search = MESSAGES.terraform.racksOutOfRange('search', 7);
    serve(() => ({
      status: 400,
      body: {
        errors: [
          { name: 'events', message: kafka },
          { name: 'search', message: search },
        ],
      },
    }));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    const alert = await screen.findByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Cluster/).textContent)).toEqual([kafka, search]);
    const links = within(alert).getAllByRole('link', { name: /Provider documentation/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      terraformDocsUrl('instaclustr_kafka_cluster_v2'),
      terraformDocsUrl('instaclustr_opensearch_cluster_v2'),
    ]);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
  });

  it('lists the reason when the export fails otherwise', async () => {
    serve(() => failure(403, 'FORBIDDEN', MESSAGES.errors.forbidden));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await within(await screen.findByRole('alert')).findByText(MESSAGES.errors.forbidden)).toBeVisible();
  });
});

describe('attachmentName', () => {
  it.each([
    ['attachment; filename="terraform.zip"', 'terraform.zip'],
    ['attachment', null],
    [null, null],
  ])('%j names %j', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });
});
