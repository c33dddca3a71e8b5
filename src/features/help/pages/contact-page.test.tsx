import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CONTACT_NO_RESPONSE_ADVICE, CONTACT_SUCCESS_TEXT } from '@contract/rules/messages';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { humanCheckResets } from '@/testing/human-check-stub';
import ContactPage from './contact-page';

// The contact form: open to visitors, the docs/product-rules.md#error-messages success text then the chat-server advice.

vi.mock('@/components/forms/human-check', async () => ({
  HumanCheck: (await import('@/testing/human-check-stub')).HumanCheckStub,
}));
vi.setConfig({ testTimeout: 30_000 });

describe('ContactPage', () => {
  it('sends the message and shows the success text with the chat-server advice', async () => {
    let body: FormData | undefined;
    server.use(
      http.post('/api/help/contact', async ({ request }) => {
        body = await request.formData();
        return HttpResponse.json({ message: CONTACT_SUCCESS_TEXT });
      }),
    );
    renderWithApp(<ContactPage />, { route: '/help/contact', bootstrap: testBootstrap({ userId: 3, username: 'ada' }) });
    // A player's name is filled in for them.
    expect(screen.getByLabelText('Name')).toHaveValue('ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Subject'), 'Lost sword');
    await userEvent.type(screen.getByLabelText('Message'), 'It vanished after the raid.');
    await userEvent.click(screen.getByRole('button', { name: 'Solve the human check' }));
    humanCheckResets.count = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(CONTACT_SUCCESS_TEXT);
    expect(status).toHaveTextContent(CONTACT_NO_RESPONSE_ADVICE);
    expect(within(status).getByRole('link', { name: 'Open the community chat server' })).toHaveAttribute('href', 'https://chat.example/invite');
    expect(body?.get('challenge')).toBe('solved-challenge');
    expect(body?.get('subject')).toBe('Lost sword');
  });

  it('shows field errors with the bold label and resets the human check', async () => {
    server.use(
      http.post('/api/help/contact', () =>
        HttpResponse.json({ errors: { email: ['The email field must be a valid address, like name@example.com.'] } }, { status: 422 }),
      ),
    );
    renderWithApp(<ContactPage />, { route: '/help/contact' });
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Subject'), 'Hello');
    await userEvent.type(screen.getByLabelText('Message'), 'A long enough message.');
    await userEvent.click(screen.getByRole('button', { name: 'Solve the human check' }));
    humanCheckResets.count = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const error = await screen.findByText(/field must be a valid address/);
    expect(within(error).getByText('Email').tagName).toBe('STRONG');
    expect(humanCheckResets.count).toBe(1);
  });
});
