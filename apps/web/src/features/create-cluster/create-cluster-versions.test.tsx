import { APPLICATION_VERSIONS } from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { next, renderPage, serve, stepHeading } from './wizard-test-kit.tsx';

/** What a console whose clusters the local driver runs answers (LOCAL_DRIVER_VERSIONS). */
const LOCAL_DRIVER_ANSWER = [
  { application: 'APACHE_CASSANDRA', versions: [] },
  { application: 'KAFKA', versions: ['4.1.2', '4.2.1'] },
  { application: 'OPENSEARCH', versions: [] },
] as const;

const applicationCard = (name: RegExp) => screen.getByRole('radio', { name });

/** The version step's select, opened: its options as the user reads them. */
async function versionOptions(label: RegExp) {
  const input = await screen.findByLabelText<HTMLInputElement>(label, { selector: 'input' });
  const proposed = input.value;
  await userEvent.click(input);
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
  return { proposed, options };
}

describe('create-cluster wizard: the versions the server offers', { timeout: 20_000 }, () => {
  it('offers only the versions the server answers, and no application it offers none of', async () => {
    serve({
      versions: LOCAL_DRIVER_ANSWER.map(({ application, versions }) => ({ application, versions: [...versions] })),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'events');
    // Kafka is proposed: Cassandra, first otherwise, cannot be created here.
    expect(applicationCard(/Apache Kafka/)).toBeChecked();
    for (const name of [/Apache Cassandra/, /OpenSearch/]) {
      expect(applicationCard(name)).toBeDisabled();
      expect(within(applicationCard(name)).getByText('Not available on this console')).toBeVisible();
    }
    await next();
    await stepHeading('SLA tier and version');
    expect(await versionOptions(/^Apache Kafka version/)).toEqual({
      proposed: '4.2.1 (latest)',
      options: ['4.2.1 (latest)', '4.1.2'],
    });
  });

  it('offers every version of the catalogue when the server does', async () => {
    serve();
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'events');
    expect(applicationCard(/Apache Cassandra/)).toBeChecked();
    expect(applicationCard(/OpenSearch/)).toBeEnabled();
    await userEvent.click(applicationCard(/Apache Kafka/));
    await next();
    await stepHeading('SLA tier and version');
    expect(await versionOptions(/^Apache Kafka version/)).toEqual({
      proposed: '4.2.1 (latest)',
      options: APPLICATION_VERSIONS.KAFKA.toReversed().map((v) => (v === '4.2.1' ? `${v} (latest)` : v)),
    });
  });
});
