import { LIMITS, MESSAGES } from '@datadeck/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, ACCOUNT_ID } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { editPage, newPage, oidcTab, provider, serveOidcProviders, summaryPage } from './oidc-providers-test-kit.ts';

const M = MESSAGES.oidcProviders;
const inUse = provider({
  id: '00000000-0000-4000-8000-000000000001',
  clientName: 'Corporate SSO',
  clusters: [{ id: '00000000-0000-4000-8000-0000000000c1', name: 'search-opensearch' }],
});
const unused = provider({
  id: '00000000-0000-4000-8000-000000000002',
  clientId: 'spare-client',
  clientName: 'Spare SSO',
});
const table = () => screen.findByRole('table', { name: 'OIDC providers of this account' });
const rowOf = async (text: string) => (await within(await table()).findByText(text)).closest('tr') as HTMLElement;

// The lazy pages are compiled on their first import: done here, so no test waits on the compiler.
beforeAll(() =>
  Promise.all([
    import('./oidc-provider-list.tsx'),
    import('./oidc-provider-pages.tsx'),
    import('./oidc-providers-tab.tsx'),
  ]),
);

describe('the OIDC Providers tab', () => {
  it('goes to its summary, listing each provider with its active clusters or none', async () => {
    serveOidcProviders({ providers: [inUse, unused] });
    const { router } = renderApp(oidcTab);
    const row = await rowOf('Corporate SSO');
    expect(router.state.location.pathname).toBe(summaryPage);
    expect(within(row).getByText(inUse.id)).toBeVisible();
    expect(within(row).getByText('search-opensearch')).toBeVisible();
    expect(within(row).getByText('https://sso.example.com')).toBeVisible();
    expect(within(await rowOf('Spare SSO')).getByText(M.noActiveClusters)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'OIDC Providers' }).getAttribute('aria-selected')).toBe('true');
  });

  it('offers Delete only for a provider no active cluster uses, and deletes after the confirmation', async () => {
    const changes = serveOidcProviders({ providers: [inUse, unused] });
    renderApp(summaryPage);
    expect(within(await rowOf('Corporate SSO')).queryByRole('button', { name: 'Delete Corporate SSO' })).toBeNull();
    await userEvent.click(within(await rowOf('Spare SSO')).getByRole('button', { name: 'Delete Spare SSO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete OIDC Provider' });
    expect(within(dialog).getByText(M.confirmDelete('Spare SSO'))).toBeVisible();
    expect(changes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted('Spare SSO'))).toBeVisible();
    expect(changes).toEqual([{ call: 'delete', id: unused.id }]);
    await waitFor(() => expect(screen.queryByText('Spare SSO')).toBeNull());
  });

  it('shows the empty list, and no Add, Edit or Delete to a role without EDIT_OIDC_PROVIDERS', async () => {
    serveOidcProviders({ role: 'READ_ONLY', providers: [unused] });
    renderApp(summaryPage);
    await rowOf('Spare SSO');
    expect(screen.queryByRole('link', { name: M.addButton })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Spare SSO' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Spare SSO' })).toBeNull();
  });

  it('says when there are none', async () => {
    serveOidcProviders();
    renderApp(summaryPage);
    expect(await screen.findByText(M.empty)).toBeVisible();
  });
});

describe('redirects (SPEC §2)', () => {
  it('sends a role without VIEW_OIDC_PROVIDERS back to cluster-resources, which opens its first tab', async () => {
    // BILLING sees the ZIA Gateway tab only, when the account's ZIA view is on.
    serveOidcProviders({
      role: 'BILLING',
      accountFlags: { features: { ...account.features, zeroInboundAccessConsoleView: true } },
    });
    const { router } = renderApp(summaryPage);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/cluster-resources/zia-gateway`),
    );
  });

  it.each([newPage, editPage(unused.id)])(
    'sends a role without EDIT_OIDC_PROVIDERS from %s to the list',
    async (path) => {
      serveOidcProviders({ role: 'READ_ONLY', providers: [unused] });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(summaryPage));
    },
  );
});

describe('adding and editing', () => {
  it('adds a provider with the port at 443 by default, after the https rule is met', async () => {
    const changes = serveOidcProviders();
    const { router } = renderApp(newPage);
    const form = await screen.findByRole('form', { name: 'Add OIDC provider' });
    expect(within(form).getByRole('textbox', { name: 'Client Port' })).toHaveValue(String(LIMITS.oidcDefaultPort));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Client Id' }), 'dashboards');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Client Name' }), 'New SSO');
    await userEvent.type(within(form).getByLabelText(/^Client Secret/), 'a-secret-of-twenty-chars');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Client URL' }), 'http://sso.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add OIDC Provider' }));
    expect(await within(form).findByText(M.clientUrlHttps)).toBeVisible();
    expect(changes).toEqual([]);

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Client URL' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Client URL' }), 'https://sso.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add OIDC Provider' }));
    expect(await screen.findByText(M.added)).toBeVisible();
    expect(changes).toEqual([
      {
        call: 'add',
        body: {
          clientId: 'dashboards',
          clientName: 'New SSO',
          clientSecret: 'a-secret-of-twenty-chars',
          clientUrl: 'https://sso.example.com',
          clientPort: 443,
          description: '',
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(summaryPage));
  });

  it('says a port out of range is out of range, keeping the number typed', async () => {
    const changes = serveOidcProviders();
    renderApp(newPage);
    const form = await screen.findByRole('form', { name: 'Add OIDC provider' });
    const port = within(form).getByRole('textbox', { name: 'Client Port' });
    await userEvent.clear(port);
    await userEvent.type(port, '70000');
    await userEvent.tab();
    expect(port).toHaveValue('70000');
    await userEvent.click(within(form).getByRole('button', { name: 'Add OIDC Provider' }));
    expect(await within(form).findByText(M.clientPortRange)).toBeVisible();
    expect(port).toHaveValue('70000');
    expect(changes).toEqual([]);
  });

  it('during scheduled maintenance, Add, Edit, Delete and Save say why and change nothing', async () => {
    const changes = serveOidcProviders({ providers: [unused], maintenance: true });
    renderApp(summaryPage);
    const row = await rowOf('Spare SSO');
    for (const name of ['Edit Spare SSO', 'Delete Spare SSO']) {
      const button = within(row).getByRole('button', { name });
      expect(button).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
      await userEvent.click(button);
    }
    const add = screen.getByRole('button', { name: M.addButton });
    expect(add).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    cleanup();
    // A deep link to the edit page: Save is refused the same way, Enter included.
    renderApp(editPage(unused.id));
    const form = await screen.findByRole('form', { name: 'Edit OIDC provider' });
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      MESSAGES.settings.notDuringMaintenance,
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Client Name' }), ' 2{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(changes).toEqual([]);
  });

  it('shows the server’s refusal on its field and the §8 failure toast', async () => {
    serveOidcProviders({
      refuse: () => ({ status: 400, body: { errors: [{ name: 'clientId', message: M.clientIdRange }] } }),
    });
    renderApp(newPage);
    const form = await screen.findByRole('form', { name: 'Add OIDC provider' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Client Id' }), 'dashboards');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Client Name' }), 'New SSO');
    await userEvent.type(within(form).getByLabelText(/^Client Secret/), 'a-secret-of-twenty-chars');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Client URL' }), 'https://sso.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add OIDC Provider' }));
    expect(await screen.findByText(M.addFailed)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Client Id' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns that only Client Name and Description leave the listed clusters alone, and keeps a blank secret', async () => {
    const changes = serveOidcProviders({ providers: [inUse] });
    renderApp(editPage(inUse.id));
    expect(await screen.findByText(M.editWarning)).toBeVisible();
    expect(screen.getByText('search-opensearch')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Edit OIDC provider' });
    expect(within(form).getByLabelText(/^Client Secret/)).toHaveValue('');
    const name = within(form).getByRole('textbox', { name: 'Client Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed SSO');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.updated)).toBeVisible();
    expect(changes).toEqual([
      {
        call: 'update',
        id: inUse.id,
        body: {
          clientId: inUse.clientId,
          clientName: 'Renamed SSO',
          clientSecret: '',
          clientUrl: inUse.clientUrl,
          clientPort: 443,
          description: '',
        },
      },
    ]);
  });
});
