import { MESSAGES } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render.tsx';
import { ApiError, type ApiFieldError } from '../api/api-error.ts';
import { applyServerErrors, type ServerErrorOptions } from './apply-server-errors.ts';
import { PasswordField, TextField } from './fields.tsx';
import { FormAlert, SchemaForm } from './schema-form.tsx';
import { useSchemaForm } from './use-schema-form.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  password: z.string().min(1, 'Enter a password'),
  dataCentres: z.array(z.object({ nodeSize: z.string().min(1, 'Choose a node size') })),
  /** Held by the form but not shown: its errors belong on the alert. */
  token: z.string(),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

type TestFormProps = {
  /** The call the form makes; it throws as apiRequest does. */
  send: (values: Output) => Promise<void>;
  options?: ServerErrorOptions<Values>;
  onPlaced?: (fields: string[]) => void;
};

/** A form as a settings tab would write it: its fields, its alert, its call. */
function TestForm({ send, options, onPlaced }: TestFormProps) {
  const form = useSchemaForm(schema, {
    defaultValues: { name: '', password: '', dataCentres: [{ nodeSize: '' }], token: 't' },
  });
  const submit = async (values: Output) => {
    try {
      await send(values);
    } catch (error) {
      // Not inside onPlaced?.(…): an optional call skips its arguments when there is no callback.
      const placed = applyServerErrors(error, form, options);
      onPlaced?.(placed);
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} aria-label="Test form">
      <FormAlert title="Not saved" />
      <TextField control={form.control} name="name" label="Name" />
      <PasswordField control={form.control} name="password" label="Password" />
      <TextField control={form.control} name="dataCentres.0.nodeSize" label="Node size" />
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

type Send = TestFormProps['send'];
const refuse = (...errors: ApiFieldError[]) => vi.fn<Send>(() => Promise.reject(new ApiError(400, errors)));

async function fillAndSave() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' orders ');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.type(screen.getByRole('textbox', { name: 'Node size' }), 'm5.large');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('a schema form', () => {
  it("shows the schema's messages beside the fields, focuses the first and sends nothing", async () => {
    const send = vi.fn<Send>(() => Promise.resolve());
    renderWithProviders(<TestForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText('Enter a name')).toBeVisible();
    expect(name).toHaveAccessibleDescription('Enter a name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Node size' })).toHaveAccessibleDescription('Choose a node size');
    // Mantine marks only a password field's wrapper; the binding marks the input too.
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("sends the schema's output", async () => {
    const send = vi.fn<Send>(() => Promise.resolve());
    renderWithProviders(<TestForm send={send} />);
    await fillAndSave();
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        name: 'orders',
        password: 'secret',
        dataCentres: [{ nodeSize: 'm5.large' }],
        token: 't',
      }),
    );
  });
});

describe('applyServerErrors', () => {
  it('puts each error on the field it names, dotted paths included, and focuses the first', async () => {
    const placed = vi.fn<(fields: string[]) => void>();
    const send = refuse(
      { name: 'dataCentres.0.nodeSize', message: 'This size is not offered in the region' },
      { name: 'name', message: 'A cluster of this name exists' },
    );
    renderWithProviders(<TestForm send={send} onPlaced={placed} />);
    await fillAndSave();

    const size = screen.getByRole('textbox', { name: 'Node size' });
    await waitFor(() => expect(size).toHaveAccessibleDescription('This size is not offered in the region'));
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('A cluster of this name exists');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(placed).toHaveBeenCalledWith(['dataCentres.0.nodeSize', 'name']);
  });

  it('says on the form-level alert what no field shows, and the next submit clears it', async () => {
    const send = refuse(
      { name: 'FORBIDDEN', message: MESSAGES.errors.forbidden },
      { name: 'dataCentres.0.region', message: 'Choose a region' },
    );
    renderWithProviders(<TestForm send={send} />);
    await fillAndSave();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    // A path into values the form does not have (no region here) is not a field either.
    expect(alert).toHaveTextContent(`${MESSAGES.errors.forbidden} Choose a region`);

    send.mockImplementation(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('leaves to fieldOf which names the form shows, for values it holds but does not show', async () => {
    const send = refuse(
      { name: 'name', message: 'Not this name' },
      { name: 'token', message: 'The token has expired' },
    );
    const options: ServerErrorOptions<Values> = { fieldOf: (name) => (name === 'token' ? undefined : 'name') };
    renderWithProviders(<TestForm send={send} options={options} />);
    await fillAndSave();

    expect(await screen.findByRole('alert')).toHaveTextContent('The token has expired');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Not this name');
  });

  it('says the server could not be reached when no answer came', async () => {
    const send = vi.fn<Send>(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<TestForm send={send} />);
    await fillAndSave();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.errors.unreachableRetry);
    for (const field of screen.getAllByRole('textbox')) expect(field).not.toHaveAttribute('aria-invalid');
  });
});
