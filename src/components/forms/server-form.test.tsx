import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import { postJson } from '@/lib/api-client';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';
import type { FormRules } from '@contract/forms/form-rules';
import { ServerForm } from './server-form';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

function ProfileForm() {
  return (
    <>
      <ServerForm initialValues={{ ConfirmPassword: '', coins: '' }} onSubmit={(values) => postJson('/api/demo', values).then(() => undefined)}>
        {() => (
          <>
            <FormField name="ConfirmPassword" label="Confirm the password" type="password" />
            <FormField name="coins" label="Amount" />
            <SubmitButton>Save</SubmitButton>
          </>
        )}
      </ServerForm>
      <ToastContainer />
    </>
  );
}

/** One amount field whose rules load on demand. */
function AmountForm({ loadRules }: { loadRules: () => Promise<FormRules> }) {
  return (
    <ServerForm initialValues={{ coins: '' }} loadRules={loadRules} onSubmit={(values) => postJson('/api/demo', values).then(() => undefined)}>
      {() => (
        <>
          <FormField name="coins" label="Amount" />
          <SubmitButton>Save</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}

/** A form that, like the account form, resets its values after a successful save. */
function ResettingForm() {
  const [saved, setSaved] = useState(false);
  return (
    <ServerForm
      initialValues={{ coins: '' }}
      onSubmit={async (values, helpers) => {
        await postJson('/api/demo', values);
        helpers.resetForm({ values: { coins: '' } });
        setSaved(true);
      }}
    >
      {() => (
        <>
          <FormField name="coins" label="Amount" />
          <SubmitButton>Save</SubmitButton>
          {saved && <p>Saved.</p>}
        </>
      )}
    </ServerForm>
  );
}

describe('ServerForm: the one error display of every form', () => {
  it('marks fields invalid with a bulleted list, the spaced field name replaced by the bold label', async () => {
    server.use(
      http.post('/api/demo', () =>
        HttpResponse.json(
          { errors: { ConfirmPassword: ['The confirm password field is required.', 'The confirm password field must match.'] } },
          { status: 422 },
        ),
      ),
    );
    renderWithApp(<ProfileForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = await screen.findByLabelText('Confirm the password');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveClass('is-invalid');
    const feedback = document.getElementById('field-ConfirmPassword-feedback')!;
    const items = within(feedback).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('The Confirm the password field is required.');
    expect(within(items[0]).getByText('Confirm the password').tagName).toBe('STRONG');
    // The other field stays neutral.
    expect(screen.getByLabelText('Amount')).not.toHaveClass('is-invalid');
    expect(screen.getByLabelText('Amount')).not.toHaveClass('is-valid');
  });

  it('after a reset (the next attempt) marks formerly invalid fields valid and clears the feedback', async () => {
    let calls = 0;
    server.use(
      http.post('/api/demo', () =>
        ++calls === 1 ? HttpResponse.json({ errors: { coins: ['The coins field must be a number.'] } }, { status: 422 }) : HttpResponse.json({ ok: true }),
      ),
    );
    renderWithApp(<ProfileForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveClass('is-invalid'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveClass('is-valid'));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  // The valid mark stayed only while the next request was pending.
  it('keeps a formerly invalid field valid after the next answer refuses other fields', async () => {
    let calls = 0;
    server.use(
      http.post('/api/demo', () =>
        ++calls === 1
          ? HttpResponse.json({ errors: { coins: ['The coins field must be a number.'] } }, { status: 422 })
          : HttpResponse.json({ errors: { ConfirmPassword: ['The confirm password field is required.'] } }, { status: 422 }),
      ),
    );
    renderWithApp(<ProfileForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveClass('is-invalid'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Confirm the password')).toHaveClass('is-invalid'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(calls).toBe(2);
    expect(screen.getByLabelText('Amount')).toHaveClass('is-valid');
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps a formerly invalid field valid after a successful save that resets the form', async () => {
    let calls = 0;
    server.use(
      http.post('/api/demo', () =>
        ++calls === 1 ? HttpResponse.json({ errors: { coins: ['The coins field must be a number.'] } }, { status: 422 }) : HttpResponse.json({ ok: true }),
      ),
    );
    renderWithApp(<ResettingForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveClass('is-invalid'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByLabelText('Amount')).toHaveClass('is-valid');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows each message of a request error as a dismissible danger alert above the form', async () => {
    server.use(http.post('/api/demo', () => HttpResponse.json({ messages: ['Too many attempts.', 'Try later.'] }, { status: 429 })));
    renderWithApp(<ProfileForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Too many attempts.', 'Try later.'].map((t) => expect.stringContaining(t)));
    expect(alerts[0]).toHaveClass('alert-danger');
    await userEvent.click(within(alerts[0]).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText('Too many attempts.')).toBeNull());
  });

  it('shows the generic text when the answer has neither messages nor errors', async () => {
    server.use(http.post('/api/demo', () => HttpResponse.json({}, { status: 500 })));
    renderWithApp(<ProfileForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GENERIC_ERROR_TEXT)).toBeInTheDocument();
  });

  it('uses toasts instead of alerts on dashboard pages', async () => {
    server.use(http.post('/api/demo', () => HttpResponse.json({ messages: ['Upload refused.'] }, { status: 400 })));
    renderWithApp(<ProfileForm />, { route: '/dashboard/items' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toastText = await screen.findByText('Upload refused.');
    expect(toastText.closest('.Toastify')).not.toBeNull();
    expect(toastText.closest('.alert')).toBeNull();
  });

  it('disables the submit button while pending and ignores repeat submits', async () => {
    let calls = 0;
    // The answer waits until the test lets it go, so "pending" lasts as long as the test needs,
    // however loaded the machine is (a fixed delay made this flaky).
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/demo', async () => {
        calls++;
        await answered;
        return HttpResponse.json({ ok: true });
      }),
    );
    renderWithApp(<ProfileForm />);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await waitFor(() => expect(calls).toBe(1));
    expect(button).toBeDisabled();
    await userEvent.click(button);
    answer();
    await waitFor(() => expect(button).toBeEnabled());
    expect(calls).toBe(1);
  });

  it('checks the rules it loads on demand before sending, and leaves them to the server when they cannot load', async () => {
    let calls = 0;
    server.use(
      http.post('/api/demo', () => {
        calls++;
        return HttpResponse.json({ errors: { coins: ['The amount field must be at least 10.'] } }, { status: 422 });
      }),
    );
    const atLeastTen: FormRules = (fields): Record<string, string[]> =>
      Number(fields.coins) >= 10 ? {} : { coins: ['The amount must be greater than or equal to 10.'] };
    const { unmount } = renderWithApp(<AmountForm loadRules={() => Promise.resolve(atLeastTen)} />);
    await userEvent.type(screen.getByLabelText('Amount'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/must be greater than or equal to 10/)).toBeInTheDocument();
    expect(calls).toBe(0);
    unmount();

    // Offline: the rules' chunk fails to load; the form still sends, and the server's answer shows.
    renderWithApp(<AmountForm loadRules={() => Promise.reject(new Error('chunk failed'))} />);
    await userEvent.type(screen.getByLabelText('Amount'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/must be at least 10\./)).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the errors of the latest values, even when a check of older values settles after it', async () => {
    // Checks of an empty password wait for the test to release them, so they settle after the check of
    // the filled one, as a failing check of older values (the password still empty) can in a browser.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let heldChecks = 0;
    let settledChecks = 0;
    const loadRules = () =>
      Promise.resolve<FormRules>(async (fields) => {
        const errors: Record<string, string[]> = {};
        if (!fields.username) errors.username = ['Username is required'];
        if (!fields.password) {
          heldChecks++;
          await gate;
          settledChecks++;
          errors.password = ['Password is required'];
        }
        return errors;
      });
    renderWithApp(
      <ServerForm initialValues={{ username: '', password: '' }} loadRules={loadRules} onSubmit={() => Promise.resolve()}>
        {() => (
          <>
            <FormField name="username" label="Username" />
            <FormField name="password" label="Password" type="password" />
            <SubmitButton>Log in</SubmitButton>
          </>
        )}
      </ServerForm>,
    );
    await userEvent.type(screen.getByLabelText('Username'), 'd');
    await userEvent.type(screen.getByLabelText('Password'), 'p');
    // The password is touched once it loses focus: its message shows only if the errors say so.
    await userEvent.click(screen.getByLabelText('Username'));
    // Positive control: checks of the empty password were started and are still pending.
    expect(heldChecks).toBeGreaterThan(0);
    expect(settledChecks).toBe(0);
    await act(async () => {
      release();
      await gate;
    });
    await waitFor(() => expect(settledChecks).toBe(heldChecks));
    // A macrotask runs after every pending promise continuation: the stale checks' answers are applied.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
