import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { pagesIn } from '@/testing/page-language';
import { msg } from '@/lib/i18n/translate';
import { getTablePage } from '@/lib/table-fetchers';
import { ServerTable, type ServerColumn } from './server-table';

// A table of a German reader: its controls, the column titles a module declared with msg(), the
// count line and the pager in German.

pagesIn('de');

interface Guild {
  id: number;
  Name: string;
  Members: number;
}

const rows: Guild[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, Name: `Ironclad ${i + 1}`, Members: i + 2 }));

const columns: ServerColumn<Guild>[] = [
  { id: 'Name', header: msg('Guild'), cell: (g) => g.Name, sortable: true },
  { id: 'Members', header: msg('Members'), cell: (g) => g.Members, numeric: true },
];

beforeEach(() => {
  server.use(
    http.get('/api/test/guilds', ({ request }) => {
      const url = new URL(request.url);
      const start = Number(url.searchParams.get('start'));
      const length = Number(url.searchParams.get('length'));
      return HttpResponse.json({ draw: Number(url.searchParams.get('draw')), recordsTotal: 40, recordsFiltered: 30, data: rows.slice(start, start + length) });
    }),
  );
});

describe('ServerTable in German', () => {
  it('says its controls, column titles, count and pager in German', async () => {
    renderWithApp(
      <ServerTable<Guild>
        id="guilds-de"
        queryKey={['guilds-de']}
        fetchPage={getTablePage<Guild>('/api/test/guilds')}
        columns={columns}
        rowKey={(g) => g.id}
        caption="Gilden"
        defaultSort={null}
        defaultLength={10}
      />,
      { bootstrap: testBootstrap({ language: 'de' }) },
    );
    expect(await screen.findByText('Einträge 1 bis 10 von 30 (gefiltert aus 40 Einträgen insgesamt)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Gilden' });
    expect(within(table).getByRole('columnheader', { name: /Gilde/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Mitglieder' })).toBeInTheDocument();
    expect(screen.getByLabelText('Zeige')).toBeInTheDocument();
    expect(screen.getByLabelText('Suche')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Seiten: Gilden' });
    expect(within(pager).getByRole('button', { name: 'Seite 2' })).toBeInTheDocument();
    expect(within(pager).getByText('Weiter')).toBeInTheDocument();
  });
});
