import '@/test/setup-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { formLevelError } from '@/lib/server-field-errors';
import { FileUploadField } from './file-upload-field';
import { FormAlert } from './form-alert';
import { FormDialog, useZodForm } from './form-dialog';
import { FormKitForm, FormPanel } from './form-panel';
import { FormTextField } from './form-text-field';

const userEvent = userEventLib.setup({ delay: null });

const schema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required'),
  file: z.instanceof(File, { message: 'Choose a file' }).nullable(),
});

function Dialog({ send }: { send: (values: z.output<typeof schema>) => Promise<void> }) {
  const [open, setOpen] = useState(true);
  const form = useZodForm(schema, { defaultValues: { name: '', file: null } });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Upload Document"
      description="A document for your account."
      form={form}
      onSubmit={async (values) => {
        await send(values);
        setOpen(false);
      }}
      submitLabel="Upload"
      pendingLabel="Uploading..."
    >
      <FormTextField control={form.control} name="name" label="Document name" />
      <FileUploadField
        control={form.control}
        name="file"
        label="File"
        hint="PDF or PNG, up to 1 KB."
        accept=".pdf,image/png"
        maxBytes={1024}
      />
    </FormDialog>
  );
}

const pdf = (bytes: number, name = 'licence.pdf') =>
  new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });

describe('FormDialog', () => {
  it("checks the contract first, then places the server's field errors beside their fields", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION', 'name: That name is taken', { name: 'That name is taken' }),
      );
    render(<Dialog send={send} />);
    const dialog = screen.getByRole('dialog', { name: 'Upload Document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Document name'), 'Licence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('That name is taken')).toBeTruthy();
    expect(within(dialog).getByLabelText('Document name').getAttribute('aria-invalid')).toBe('true');
    // A failure that names a field is not repeated above the form.
    expect(within(dialog).queryByText('name: That name is taken')).toBeNull();
  });

  it('shows a failure that names no field above the fields, and closes after a sent form', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'Could not reach the server.'))
      .mockResolvedValueOnce(undefined);
    render(<Dialog send={send} />);
    const dialog = screen.getByRole('dialog', { name: 'Upload Document' });
    await userEvent.type(within(dialog).getByLabelText('Document name'), 'Licence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect((await within(dialog).findAllByRole('alert')).map((a) => a.textContent)).toContain(
      'Could not reach the server.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveBeenLastCalledWith({ name: 'Licence', file: null });
  });
});

describe('FileUploadField', () => {
  it('takes a chosen or dropped file, refuses the wrong type or size, and removes it', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    render(<Dialog send={send} />);
    const dialog = screen.getByRole('dialog', { name: 'Upload Document' });
    const input = within(dialog).getByLabelText('File') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf,image/png');

    await userEvent.upload(input, pdf(2048));
    expect(within(dialog).getByRole('alert').textContent).toBe('licence.pdf is 2.0 KB; the limit is 1.0 KB.');
    expect(within(dialog).queryByTestId('chosen-file')).toBeNull();

    const zone = input.parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'notes.txt is not an accepted file type (.pdf,image/png).',
    );

    fireEvent.drop(zone, { dataTransfer: { files: [pdf(512)] } });
    expect(within(dialog).getByTestId('chosen-file').textContent).toBe('licence.pdf');
    expect(within(dialog).getByText('512 B')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove licence.pdf' }));
    expect(within(dialog).queryByTestId('chosen-file')).toBeNull();
    expect(document.activeElement).toBe(input);

    await userEvent.upload(input, pdf(100, 'abn.pdf'));
    await userEvent.type(within(dialog).getByLabelText('Document name'), 'ABN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].file.name).toBe('abn.pdf');
  });
});

const settings = z.strictObject({ name: z.string().trim().min(1, 'Name is required') });

function Panel({ send }: { send: (values: z.output<typeof settings>) => Promise<void> }) {
  const form = useZodForm(settings, { defaultValues: { name: '' } });
  return (
    <FormPanel
      form={form}
      onSubmit={send}
      submitLabel="Save Settings"
      pendingLabel="Saving..."
      label="Settings"
    >
      <FormTextField control={form.control} name="name" label="Store name" />
    </FormPanel>
  );
}

describe('FormPanel', () => {
  it('checks the fields on the page, then shows a server failure above them and keeps what was typed', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError(503, 'maintenance', 'Down for maintenance'));
    render(<Panel send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Store name'), 'Party Central');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.getByText('Down for maintenance')).toBeTruthy());
    expect((screen.getByLabelText('Store name') as HTMLInputElement).value).toBe('Party Central');
  });
});

const nameOnly = z.strictObject({ name: z.string().trim().min(1, 'Name is required') });

function KitForm({
  send,
  beforeSubmit,
  onInvalid,
}: {
  send: (values: { name: string }) => Promise<void>;
  beforeSubmit?: () => boolean;
  onInvalid?: () => void;
}) {
  const form = useZodForm(nameOnly, { defaultValues: { name: '' } });
  return (
    <FormKitForm
      form={form}
      onSubmit={send}
      beforeSubmit={beforeSubmit}
      onInvalid={onInvalid}
      serverFieldsExcept={['items']}
      label="Order"
    >
      {({ sending, failure }) => (
        <>
          <FormTextField control={form.control} name="name" label="Name" />
          <aside>
            <FormAlert message={formLevelError(failure)} />
            <button type="submit" disabled={sending}>
              {sending ? 'Placing Order...' : 'Place Order'}
            </button>
          </aside>
        </>
      )}
    </FormKitForm>
  );
}

describe('FormKitForm', () => {
  it('lets the form draw its own submit button and failure, sending and failing as FormPanel', async () => {
    let answer: (value?: unknown) => void = () => {};
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('Out of stock'))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    render(<KitForm send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Out of stock');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findByRole('button', { name: 'Placing Order...' })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    answer();
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Order' })).toBeTruthy();
  });

  it('leaves the server fields named in serverFieldsExcept unplaced', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION', 'items: gone', { items: 'gone', name: 'Taken' }),
      );
    render(<KitForm send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Taken')).toBeTruthy();
    expect(screen.queryByText('gone')).toBeNull();
  });

  it('stops at beforeSubmit, before the rules run, and tells onInvalid of a refused submit', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const onInvalid = vi.fn();
    let allow = false;
    render(<KitForm send={send} beforeSubmit={() => allow} onInvalid={onInvalid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(onInvalid).not.toHaveBeenCalled();
    allow = true;
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Ann' });
  });
});
