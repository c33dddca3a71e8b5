import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import DashboardNewsPage from './dashboard-news-page';

// Dashboard pages show the server's form errors as toasts, not under the fields.

vi.setConfig({ testTimeout: 30_000 });

const staff = testBootstrap({ userId: 4, username: 'staffdemo', staffRole: 'administrator' });

describe('DashboardNewsPage', () => {
  it('shows a refused field (422) as a toast and marks the field without a message under it', async () => {
    server.use(
      http.get('/api/dashboard/news', () => HttpResponse.json({ data: [] })),
      http.post('/api/dashboard/news', () => HttpResponse.json({ errors: { Slug: ['The slug has already been taken.'] } }, { status: 422 })),
    );
    renderWithApp(
      <>
        <DashboardNewsPage />
        <ToastContainer />
      </>,
      { route: '/dashboard/news', bootstrap: staff },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New post' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Winter event');
    await userEvent.type(screen.getByLabelText('Address'), 'winter');
    await userEvent.type(screen.getByLabelText('Body (Markdown)'), 'Snow everywhere.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const toast = await screen.findByText('The slug has already been taken.');
    expect(toast.closest('.Toastify')).not.toBeNull();
    expect(screen.getAllByText('The slug has already been taken.')).toHaveLength(1);
    const slug = screen.getByLabelText('Address');
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(document.querySelector('.invalid-feedback li')).toBeNull();
  });
});
