import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import { ServerTable, type ServerColumn } from './server-table';
import { getTablePage, postTablePage } from '@/lib/table-fetchers';
import { saveTableState } from '@/lib/table-state';

interface Hero {
  id: number;
  Name: string;
  Level: number;
}

const ALL: Hero[] = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, Name: `Hero ${String(i + 1).padStart(2, '0')}`, Level: (i * 7) % 50 }));

/** A tiny DataTables server over ALL, recording what it was asked. */
function answer(fields: Record<string, string>) {
  const start = Number(fields.start);
  const length = Number(fields.length);
  const search = fields['search[value]'] ?? '';
  const col = fields['order[0][column]'];
  const sortBy = col === undefined ? 'id' : fields[`columns[${col}][data]`];
  const dir = fields['order[0][dir]'] === 'desc' ? -1 : 1;
  const rows = ALL.filter((h) => h.Name.toLowerCase().includes(search.toLowerCase())).sort(
    (a, b) => (a[sortBy as keyof Hero] > b[sortBy as keyof Hero] ? 1 : a[sortBy as keyof Hero] < b[sortBy as keyof Hero] ? -1 : a.id - b.id) * dir,
  );
  return { draw: Number(fields.draw), recordsTotal: ALL.length, recordsFiltered: rows.length, data: rows.slice(start, start + length) };
}

const requests: Record<string, string>[] = [];
const postHandler = http.post('/api/test/heroes', async ({ request }) => {
  const fields = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
  requests.push(fields);
  return HttpResponse.json(answer(fields));
});

const columns: ServerColumn<Hero>[] = [
  { id: 'id', header: '#', cell: (h) => h.id, sortable: true },
  { id: 'Name', header: 'Name', cell: (h) => h.Name, sortable: true },
  { id: 'Level', header: 'Level', cell: (h) => h.Level, sortable: true, firstDir: 'desc', numeric: true },
  { id: 'action', header: 'Action', cell: () => 'view' },
];

const renderTable = (over: Partial<Parameters<typeof ServerTable<Hero>>[0]> = {}) =>
  renderWithApp(
    <ServerTable<Hero>
      id="heroes"
      queryKey={['heroes']}
      fetchPage={postTablePage<Hero>('/api/test/heroes')}
      columns={columns}
      rowKey={(h) => h.id}
      caption="Heroes"
      defaultSort={{ column: 'id', dir: 'asc' }}
      emptyText="No heroes yet."
      {...over}
    />,
  );

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Heroes' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('ServerTable', { timeout: 20_000 }, () => {
  beforeEach(() => {
    requests.length = 0;
    localStorage.clear();
    server.use(postHandler);
  });
  afterEach(() => vi.useRealTimers());

  it('loads the first page with the DataTables fields and shows the range', async () => {
    renderTable();
    expect(await screen.findByText('Hero 01')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Showing 1 to 25 of 60 entries')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      start: '0',
      length: '25',
      'search[value]': '',
      'columns[0][data]': 'id',
      'columns[1][data]': 'Name',
      'columns[2][data]': 'Level',
      'columns[3][data]': 'action',
      'order[0][column]': '0',
      'order[0][dir]': 'asc',
    });
    expect(Number(requests[0].draw)).toBeGreaterThan(0);
  });

  it('offers the page lengths of the contract and asks for the chosen one', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Hero 01');
    const select = screen.getByLabelText('Show');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['5', '10', '25', '50', '100', '500', '1000']);
    await user.selectOptions(select, '50');
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(requests).toContainEqual(expect.objectContaining({ length: '50', start: '0' }));
  });

  it('pages forward and back, the next page read ahead so it shows at once', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Hero 01');
    // Page 2 is read while page 1 is on screen: its click sends nothing.
    await waitFor(() => expect(requests.map((r) => r.start)).toEqual(['0', '25']));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Hero 26')).toBeInTheDocument();
    // …and page 3 is read ahead in turn; past the last page nothing is.
    await waitFor(() => expect(requests.map((r) => r.start)).toEqual(['0', '25', '50']));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Hero 51')).toBeInTheDocument();
    expect(screen.getByText('Showing 51 to 60 of 60 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Hero 26')).toBeInTheDocument();
    expect(requests.map((r) => r.start)).toEqual(['0', '25', '50']);
  });

  it('sorts by header buttons, announcing the order with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Hero 01');
    const levelHeader = screen.getByRole('columnheader', { name: /Level/ });
    expect(levelHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /#/ })).toHaveAttribute('aria-sort', 'ascending');
    // The action column is not sortable: plain text, no button.
    expect(within(screen.getByRole('columnheader', { name: 'Action' })).queryByRole('button')).toBeNull();

    await user.click(within(levelHeader).getByRole('button'));
    await waitFor(() => expect(levelHeader).toHaveAttribute('aria-sort', 'descending'));
    expect(requests.at(-1)).toMatchObject({ 'order[0][column]': '2', 'order[0][dir]': 'desc' });
    await user.click(within(levelHeader).getByRole('button'));
    await waitFor(() => expect(levelHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(requests.at(-1)).toMatchObject({ 'order[0][column]': '2', 'order[0][dir]': 'asc' });
  });

  it('sorts from anywhere in a sortable header cell, and from the keyboard, once per press', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Hero 01');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    // A click on the cell's padding, beside the text, used to do nothing.
    await user.click(nameHeader);
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(requests.at(-1)).toMatchObject({ 'order[0][column]': '1', 'order[0][dir]': 'asc' });
    within(nameHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'descending'));
    expect(requests.at(-1)).toMatchObject({ 'order[0][column]': '1', 'order[0][dir]': 'desc' });
  });

  it('debounces the search box and starts the search at page 1', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Hero 01');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Hero 26');
    const before = requests.length;
    await user.type(screen.getByLabelText('Search'), 'Hero 4');
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 10 entries (filtered from 60 total entries)')).toBeInTheDocument());
    // One request for the whole typed term, not one per key.
    const searches = requests.slice(before).filter((r) => r['search[value]'] !== '');
    expect(searches.map((r) => r['search[value]'])).toEqual(['Hero 4']);
    expect(searches[0].start).toBe('0');
  });

  it('waits for the shortest search the table allows, with a hint', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderTable({ minSearchLength: 3 });
      await screen.findByText('Hero 01');
      const before = requests.length;
      await user.type(screen.getByLabelText('Search'), 'He');
      expect(await screen.findByText('Type at least 3 characters')).toBeInTheDocument();
      expect(screen.getByLabelText('Search')).toHaveAttribute('aria-describedby', 'heroes-search-hint');
      // Well past the debounce: a search for the short term would be sent in this step.
      await vi.advanceTimersByTimeAsync(1_000);
      await user.type(screen.getByLabelText('Search'), 'r');
      await vi.advanceTimersByTimeAsync(1_000);
      await waitFor(() => expect(requests.at(-1)?.['search[value]']).toBe('Her'));
      // The long enough term is the first search that reached the server, the short one never did.
      expect([...new Set(requests.slice(before).map((r) => r['search[value]']))]).toEqual(['Her']);
      expect(screen.queryByText('Type at least 3 characters')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the empty text, and a no-match text for a search', async () => {
    server.use(http.post('/api/test/heroes', () => HttpResponse.json({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] })));
    renderTable();
    expect(await screen.findByText('No heroes yet.')).toBeInTheDocument();
  });

  it('remembers page, search, sort and length across a remount and restores them', async () => {
    const user = userEvent.setup();
    const first = renderTable();
    await screen.findByText('Hero 01');
    await user.selectOptions(screen.getByLabelText('Show'), '10');
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByText('Hero 11');
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await screen.findByText('Hero 21');
    first.unmount();

    requests.length = 0;
    renderTable();
    expect(await screen.findByText('Hero 21')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ start: '20', length: '10', 'order[0][column]': '1', 'order[0][dir]': 'asc' });
    expect(screen.getByLabelText('Show')).toHaveValue('10');
  });

  it('forgets the state after 300 seconds', async () => {
    saveTableState('heroes', { page: 2, length: 10, search: 'Hero', sort: null }, Date.now() - 301_000);
    renderTable();
    await screen.findByText('Hero 01');
    expect(requests[0]).toMatchObject({ start: '0', length: '25' });
  });

  it('ignores a remembered sort on a column that is not sortable', async () => {
    saveTableState('heroes', { page: 0, length: 5, search: '', sort: { column: 'action', dir: 'asc' } });
    renderTable();
    await screen.findByText('Hero 01');
    expect(requests[0]).toMatchObject({ length: '5', 'order[0][column]': '0', 'order[0][dir]': 'asc' });
  });

  it('only logs a load error as a warning, then retries quietly', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      http.post('/api/test/heroes', async ({ request }) => {
        if (fail) return HttpResponse.json({ messages: ['Boom'] }, { status: 500 });
        const fields = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
        return HttpResponse.json(answer(fields));
      }),
    );
    const user = userEvent.setup();
    renderTable();
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hero 01')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('sends the same fields as query parameters for GET tables', async () => {
    let seen: URLSearchParams | null = null;
    server.use(
      http.get('/api/test/heroes', ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json(answer(Object.fromEntries(seen)));
      }),
    );
    renderTable({ id: 'heroes-get', fetchPage: getTablePage<Hero>('/api/test/heroes') });
    await screen.findByText('Hero 01');
    expect(seen!.get('length')).toBe('25');
    expect(seen!.get('columns[1][data]')).toBe('Name');
    expect(firstCells()[0]).toBe('1');
  });

  it('with refreshSeconds reads the page again on that period while visible, never while hidden, and at once on return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const setVisibility = (state: 'visible' | 'hidden') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    try {
      renderTable({ refreshSeconds: 60 });
      await waitFor(() => expect(requests).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(requests).toHaveLength(2));

      setVisibility('hidden');
      await vi.advanceTimersByTimeAsync(180_000);
      expect(requests).toHaveLength(2);

      setVisibility('visible');
      await waitFor(() => expect(requests).toHaveLength(3));
    } finally {
      setVisibility('visible');
    }
  });
});
