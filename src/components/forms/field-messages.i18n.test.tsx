import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { pagesIn } from '@/testing/page-language';
import { postJson } from '@/lib/api-client';
import { CopyButton } from '@/components/ui/copy-button';
import { ServerForm } from './server-form';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

// A German reader's field messages: the browser's own checks (contract/forms/form-rules.ts) and an English answer
// of the server are said in German by the server's matcher, the field's name still in its bold label;
// a message the server already said in German shows as it came.

pagesIn('de');

const german = testBootstrap({ language: 'de' });

// The forms' own rules say their messages as the server words its refusals: the login's, its username given.
const loadRules = () => import('virtual:form-rules/login').then((form) => form.rules());

function PasswordForm() {
  return (
    <ServerForm
      initialValues={{ username: 'Aria', password: '', password_confirmation: '' }}
      loadRules={loadRules}
      onSubmit={(values) => postJson('/api/demo', values).then(() => undefined)}
    >
      {() => (
        <>
          <FormField name="password" label="Dein neues Passwort" type="password" />
          <FormField name="password_confirmation" label="Wiederholung" type="password" />
          <SubmitButton>Speichern</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}

const itemOf = (id: string) => within(document.getElementById(id)!).getByRole('listitem');

describe('field messages in the reader’s language', () => {
  it('says the browser’s own check in German, with the bold label in place of the field’s name', async () => {
    renderWithApp(<PasswordForm />, { bootstrap: german });
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByLabelText('Dein neues Passwort')).toHaveAttribute('aria-invalid', 'true'));
    const item = itemOf('field-password-feedback');
    expect(item).toHaveTextContent('Das Feld Dein neues Passwort ist erforderlich.');
    expect(within(item).getByText('Dein neues Passwort').tagName).toBe('STRONG');
  });

  it('says an English answer of the server in German, and shows a German one as it came', async () => {
    server.use(
      http.post('/api/demo', () =>
        HttpResponse.json(
          {
            errors: {
              password_confirmation: ['The password confirmation field must match the password.'],
              password: ['Das Feld Passwort muss mindestens 12 Zeichen lang sein.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithApp(<PasswordForm />, { bootstrap: german });
    await userEvent.type(screen.getByLabelText('Dein neues Passwort'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByLabelText('Wiederholung')).toHaveAttribute('aria-invalid', 'true'));
    const confirmation = itemOf('field-password_confirmation-feedback');
    expect(confirmation).toHaveTextContent('Das Feld Wiederholung muss mit dem Passwort übereinstimmen.');
    expect(within(confirmation).getByText('Wiederholung').tagName).toBe('STRONG');
    const password = itemOf('field-password-feedback');
    expect(password).toHaveTextContent('Das Feld Dein neues Passwort muss mindestens 12 Zeichen lang sein.');
    expect(within(password).getByText('Dein neues Passwort').tagName).toBe('STRONG');
  });

  it('says the clipboard’s failure toast in German', async () => {
    // userEvent's setup gives the page a clipboard to refuse the copy.
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    renderWithApp(
      <>
        <CopyButton text="GH7K" label="Code kopieren" />
        <ToastContainer />
      </>,
      { bootstrap: german },
    );
    await user.click(screen.getByRole('button', { name: 'Code kopieren' }));
    expect(await screen.findByText('Der Text konnte nicht in die Zwischenablage kopiert werden.')).toBeInTheDocument();
  });
});
