import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render.tsx';
import { TextField } from './fields.tsx';
import { SchemaForm } from './schema-form.tsx';
import { useSchemaForm } from './use-schema-form.ts';

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name') });

/** A schema that arrives when the test says so, as an import() would on a slow network. */
function deferredSchema() {
  const arrival: { arrive?: () => void } = {};
  const arrived = new Promise<void>((resolve) => (arrival.arrive = resolve));
  const load = vi.fn<() => Promise<typeof schema>>(() => arrived.then(() => schema));
  return { load, arrive: () => arrival.arrive?.() };
}

function LazyForm({ load, send }: { load: () => Promise<typeof schema>; send: (name: string) => void }) {
  const form = useSchemaForm(load, { defaultValues: { name: '' } });
  return (
    <SchemaForm form={form} onSubmit={({ name }) => send(name)} aria-label="Lazy form">
      <TextField control={form.control} name="name" label="Name" />
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

describe('useSchemaForm with a schema loader', () => {
  it('checks with the loaded schema: a submission made before it arrives waits for it, then is refused or sent', async () => {
    const { load, arrive } = deferredSchema();
    const send = vi.fn<(name: string) => void>();
    renderWithProviders(<LazyForm load={load} send={send} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' orders ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith('orders'));
    // Loaded once for the form's life, however many checks.
    expect(load).toHaveBeenCalledTimes(1);
  });
});
