import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import { ServerTable } from './server-table';
import { getTablePage } from '@/lib/table-fetchers';

// A table too big to count every match answers a floor (recordsFilteredCapped): the footer says
// "more than", and the pager offers the pages up to that floor, each answer moving it further.

const CAP = 10_000;
const asked: number[] = [];

describe('ServerTable with a capped count', () => {
  it('shows "more than" the floor and pages on to the floor', async () => {
    server.use(
      http.get('/api/test/many', ({ request }) => {
        const start = Number(new URL(request.url).searchParams.get('start'));
        asked.push(start);
        const data = Array.from({ length: 25 }, (_, i) => ({ id: start + i + 1 }));
        return HttpResponse.json({ draw: 1, recordsTotal: 1_000_000, recordsFiltered: start + CAP, recordsFilteredCapped: true, data });
      }),
    );
    renderWithApp(
      <ServerTable<{ id: number }>
        id="many"
        queryKey={['many']}
        fetchPage={getTablePage<{ id: number }>('/api/test/many')}
        columns={[{ id: 'id', header: '#', cell: (r) => r.id }]}
        rowKey={(r) => r.id}
        caption="Many"
      />,
    );
    expect(await screen.findByText('Showing 1 to 25 of more than 10,000 entries (filtered from 1,000,000 total entries)')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Many pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 400' }));
    expect(await screen.findByText('Showing 9,976 to 10,000 of more than 19,975 entries (filtered from 1,000,000 total entries)')).toBeInTheDocument();
    expect(asked).toContain(CAP - 25);
    expect(within(screen.getByRole('navigation', { name: 'Many pages' })).getByRole('button', { name: 'Page 799' })).toBeInTheDocument();
  });
});
