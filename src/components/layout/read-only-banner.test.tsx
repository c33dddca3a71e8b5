import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Form, Formik } from 'formik';
import { getJson, postJson } from '@/lib/api-client';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { SubmitButton } from '@/components/forms/submit-button';
import { ReadOnlyBanner } from './read-only-banner';

// While the site is read-only for maintenance the player is told on every page, and forms cannot
// be sent; when the server answers without the mode again, both go back to normal.

let readOnly = true;
const modeHeaders = () => (readOnly ? { 'x-site-mode': 'read-only' } : undefined);

function Page() {
  return (
    <>
      <ReadOnlyBanner />
      <button type="button" onClick={() => void getJson('/api/thing')}>
        Look
      </button>
      <Formik initialValues={{}} onSubmit={() => postJson('/api/save').catch(() => undefined)}>
        <Form>
          <SubmitButton>Save</SubmitButton>
        </Form>
      </Formik>
    </>
  );
}

describe('the read-only banner', () => {
  it('shows while answers say the site is read-only and disables submit buttons, then both go', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ ok: true }, { headers: modeHeaders() })));
    renderWithApp(<Page />);
    expect(screen.queryByTestId('read-only-banner')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Look' }));
    expect(await screen.findByTestId('read-only-banner')).toHaveTextContent('Maintenance. The site is read-only for a few minutes');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    readOnly = false;
    await userEvent.click(screen.getByRole('button', { name: 'Look' }));
    await waitFor(() => expect(screen.queryByTestId('read-only-banner')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows on a page the server rendered in read-only mode, before any call', () => {
    renderWithApp(<Page />, { bootstrap: { ...testBootstrap(), readOnly: true } });
    expect(screen.getByTestId('read-only-banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows when a write is refused for maintenance', async () => {
    readOnly = true;
    server.use(
      http.post('/api/save', () =>
        HttpResponse.json(
          { messages: ['The site is in read-only mode.'], code: 'unavailable' },
          { status: 503, headers: { ...modeHeaders(), 'Retry-After': '300' } },
        ),
      ),
      http.get('/api/thing', () => HttpResponse.json({ ok: true })),
    );
    renderWithApp(<Page />);
    // Back to normal first (the mode is the page's, kept between renders).
    await userEvent.click(screen.getByRole('button', { name: 'Look' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('read-only-banner')).toBeInTheDocument();
  });
});
