import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { setCurrentLanguage } from '@contract/i18n/current';
import { COPY_FAILED_TEXT } from '@contract/rules/truncate';
import { renderWithApp } from '@/testing/test-utils';
import { CopyButton, CopyPageLinkButton } from './copy-button';

// docs/product-rules.md#error-messages: clipboard toasts, from the one copy button every page uses.

describe('CopyButton', () => {
  it('copies the text and says so in an info toast, the text cut at 100 characters', async () => {
    const user = userEvent.setup();
    const long = `${'A'.repeat(98)}BCDEF`;
    renderWithApp(
      <>
        <CopyButton text={long} label="Copy the long text" />
        <ToastContainer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy the long text' }));
    expect(await navigator.clipboard.readText()).toBe(long);
    const toast = await screen.findByText(`Copied: ${'A'.repeat(98)}BC`);
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--info');
  });

  it('shows the failure toast when the browser refuses the copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    renderWithApp(
      <>
        <CopyButton text="GH7K" label="Copy the code GH7K" />
        <ToastContainer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy the code GH7K' }));
    const toast = await screen.findByText(COPY_FAILED_TEXT);
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
  });

  it('copies the absolute link of the page being shown', async () => {
    const user = userEvent.setup();
    renderWithApp(<CopyPageLinkButton what="Ironclad" />, { route: '/guild/7' });
    await user.click(screen.getByRole('button', { name: 'Copy the link to Ironclad' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/guild/7`);
  });

  it("names the page's language in the link when it is not the default, so the receiver's preview is in it", async () => {
    const user = userEvent.setup();
    setCurrentLanguage('de');
    try {
      renderWithApp(<CopyPageLinkButton what="Ironclad" />, { route: '/guild/7' });
      await user.click(screen.getByRole('button', { name: 'Copy the link to Ironclad' }));
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/guild/7?lang=de`);
    } finally {
      setCurrentLanguage('en');
    }
  });
});
