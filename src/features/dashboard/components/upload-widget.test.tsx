import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { uploadHandler, uploadInvalid, uploadRefused, type SeenUpload } from '@/testing/handlers/dashboard';
import { UploadWidget } from './upload-widget';

// The dashboard upload widget against the contract (docs/product-rules.md#http-contract): the fields it sends, the linked
// input it fills (prefix stripped, change fired), success toasts, and the common error display.

vi.setConfig({ testTimeout: 30_000 });

const staff = testBootstrap({ userId: 4, username: 'staffdemo', role: 'staff' });
const swf = (name: string) => new File([new Uint8Array([0x46, 0x57, 0x53, 10, 12, 0, 0, 0, 0, 0, 0, 0])], name, { type: 'application/x-shockwave-flash' });

function renderWidget(props: Partial<Parameters<typeof UploadWidget>[0]> = {}) {
  const onLinkedChange = vi.fn();
  const onLinkedInput = vi.fn();
  renderWithApp(
    <>
      <UploadWidget linkedInput="File" {...props} />
      <label>
        Linked file
        <input
          name="File"
          defaultValue=""
          onChange={(e) => onLinkedInput(e.target.value)}
          ref={(el) => el?.addEventListener('change', () => onLinkedChange(el.value))}
        />
      </label>
      <ToastContainer />
    </>,
    { route: '/dashboard/maps', bootstrap: staff },
  );
  return { onLinkedChange, onLinkedInput };
}

describe('UploadWidget', () => {
  it('sends the files, the folder and the storage (id upload-storage) and fills the linked input without the prefix', async () => {
    const seen: SeenUpload[] = [];
    server.use(uploadHandler({ seen, names: ['Warrior.swf'] }));
    const { onLinkedChange, onLinkedInput } = renderWidget({ storage: 'game', path: 'classes/m/' });
    expect(document.getElementById('upload-storage')).toHaveValue('game');
    const fileInput = screen.getByLabelText('Files');
    expect(fileInput).toHaveAttribute('data-linked-input', 'File');
    await userEvent.upload(fileInput, swf('Warrior.swf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Warrior.swf was uploaded to classes/m/.')).toBeInTheDocument();
    expect(screen.getByLabelText('Linked file')).toHaveValue('Warrior.swf');
    expect(onLinkedChange).toHaveBeenCalledWith('Warrior.swf');
    expect(onLinkedInput).toHaveBeenCalledWith('Warrior.swf');
    expect(seen).toEqual([{ storage: 'game', path: 'classes/m/', files: [{ name: 'Warrior.swf', size: 12 }] }]);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('uploads several files with one toast each; a path outside the stripped folders stays whole', async () => {
    server.use(uploadHandler({ names: ['a.swf', 'b.swf'] }));
    renderWidget({ storage: 'game', path: 'items/' });
    await userEvent.upload(screen.getByLabelText('Files'), [swf('a.swf'), swf('b.swf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('a.swf was uploaded to items/.')).toBeInTheDocument();
    expect(screen.getByText('b.swf was uploaded to items/.')).toBeInTheDocument();
    expect(screen.getByLabelText('Linked file')).toHaveValue('items/b.swf');
  });

  it('shows a refusal with messages as a toast on the dashboard, and leaves the linked input alone', async () => {
    server.use(uploadRefused(403, ['This area is for staff only.']));
    renderWidget();
    await userEvent.upload(screen.getByLabelText('Files'), swf('x.swf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const toast = await screen.findByText('This area is for staff only.');
    expect(toast.closest('.Toastify')).not.toBeNull();
    expect(screen.getByLabelText('Linked file')).toHaveValue('');
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  });

  it('shows refused fields as toasts on the dashboard and marks the field', async () => {
    server.use(uploadInvalid({ upload_file: ['"x.swf" in the upload file field must be a .swf, .png, .jpg, .jpeg or .gif file.'] }));
    renderWidget();
    const input = screen.getByLabelText('Files');
    await userEvent.upload(input, swf('x.swf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const toast = await screen.findByText(/must be a \.swf, \.png, \.jpg, \.jpeg or \.gif file\./);
    expect(toast.closest('.Toastify')).not.toBeNull();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(document.querySelector('.invalid-feedback li')).toBeNull();
  });

  it('checks before sending: no file means no request', async () => {
    const seen: SeenUpload[] = [];
    server.use(uploadHandler({ seen }));
    renderWidget();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const feedback = await screen.findByText(/field is required\./);
    expect(within(feedback).getByText('Files').tagName).toBe('STRONG');
    expect(seen).toEqual([]);
  });

  it("offers the chosen storage's folders and starts from its first one", async () => {
    renderWidget({ storage: 'game', path: 'maps/' });
    const folder = screen.getByLabelText('Folder');
    expect(folder).toHaveValue('maps/');
    await userEvent.selectOptions(screen.getByLabelText('Storage'), 'images');
    expect(folder).toHaveValue('assets/item/original/');
    expect(
      within(folder)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toContain('avatar/npc/head/');
    expect(screen.getByLabelText('Files')).toHaveAttribute('accept', '.png,.jpg,.jpeg,.gif,.webp');
  });
});
