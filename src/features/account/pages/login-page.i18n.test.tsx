import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { pagesIn } from '@/testing/page-language';
import LoginPage from './login-page';
import { WelcomeModal } from '../components/welcome-modal';

// The login screen and the welcome modal of a German reader: the page's texts, its alerts and a
// refusal the server said in English, all in German.

vi.setConfig({ testTimeout: 30_000 });

pagesIn('de');

const german = testBootstrap({ language: 'de' });

describe('the login page in German', () => {
  it('says its heading, fields, links and the deletion notice in German', () => {
    renderWithApp(<LoginPage />, { route: '/login?delete', bootstrap: german });
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername oder E-Mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Dein Konto wurde gelöscht. Schade, dass du gehst.');
    expect(screen.getByText('Neu hier?')).toBeInTheDocument();
  });

  it('says the server’s English refusal in German at the field, with the bold label', async () => {
    server.use(
      http.post('/api/user/login', () => HttpResponse.json({ errors: { username: ['These credentials do not match our records.'] } }, { status: 422 })),
    );
    renderWithApp(<LoginPage />, { route: '/login', bootstrap: german });
    await userEvent.type(screen.getByLabelText('Benutzername oder E-Mail'), 'ada');
    await userEvent.type(screen.getByLabelText('Passwort'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.')).toBeVisible();
  });

  it('welcomes a new player in German', () => {
    renderWithApp(<WelcomeModal show username="ada" isNew onClose={() => undefined} />, { bootstrap: german });
    const modal = screen.getByRole('dialog');
    expect(within(modal).getByText('Willkommen bei Guildhall, ada!')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Jetzt spielen' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
