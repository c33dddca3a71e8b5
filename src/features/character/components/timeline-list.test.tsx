import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';
import { server } from '@/testing/msw-server';
import { timelineEntries, timelineHandler } from '@/testing/handlers/character';
import { renderWithApp } from '@/testing/test-utils';
import { TimelineList } from './timeline-list';

describe('TimelineList', () => {
  it('loads one-based pages on demand and stops after a short page', async () => {
    const pages: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/user/timeline')) pages.push(String((await request.clone().formData()).get('page')));
    });
    server.use(timelineHandler(timelineEntries(23)));
    renderWithApp(<TimelineList characterId={7} />);
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
    expect(screen.queryByText('Event 11')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Event 20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Event 23')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(pages).toEqual(['1', '2', '3']);
    server.events.removeAllListeners();
  });

  it('sends userID and page as form data', async () => {
    let body: Record<string, string> = {};
    server.use(
      http.post('/api/user/timeline', async ({ request }) => {
        body = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
        return HttpResponse.json([]);
      }),
    );
    renderWithApp(<TimelineList characterId={7} />);
    expect(await screen.findByText('Nothing has happened yet.')).toBeInTheDocument();
    expect(body).toEqual({ userID: '7', page: '1' });
  });

  it('shows a failed page as a red entry with the generic error, and retries', async () => {
    server.use(
      http.post('/api/user/timeline', () => HttpResponse.json({}, { status: 500 }), { once: true }),
      timelineHandler(timelineEntries(3)),
    );
    renderWithApp(<TimelineList characterId={7} />);
    const entry = await screen.findByRole('alert');
    expect(entry).toHaveClass('timeline-error');
    expect(entry).toHaveTextContent(GENERIC_ERROR_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("relays the server's messages when there are some", async () => {
    server.use(http.post('/api/user/timeline', () => HttpResponse.json({ messages: ['The character was not found.'] }, { status: 404 })));
    renderWithApp(<TimelineList characterId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The character was not found.');
  });
});
