import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { SortingState, Table, TableOptionsResolved } from '@tanstack/react-table';
import { DROPPED_FEATURES, leanTableCore } from './lib/table-core-lean';

// The table library as the browser build narrows it (scripts/lib/table-core-lean.ts): a table set up
// the way the site's server tables are still shows its headers and rows, in the server's order, and
// a header click still asks for the server's sort.

const source = readFileSync(
  createRequire(import.meta.url)
    .resolve('@tanstack/table-core')
    .replace(/index\.js$/, 'index.mjs'),
  'utf8',
);
const lean = async () => (await import(`data:text/javascript,${encodeURIComponent(leanTableCore(source))}`)) as typeof import('@tanstack/react-table');

interface Row {
  id: number;
  name: string;
  level: number;
}

const rows: Row[] = [
  { id: 7, name: 'Ana', level: 90 },
  { id: 3, name: 'Bo', level: 120 },
];

describe('the lean table library', () => {
  it('leaves out only the features the tables do not use', () => {
    const code = leanTableCore(source);
    const features = /const builtInFeatures = \[([^\]]*)\]/.exec(code)?.[1] ?? '';
    for (const name of DROPPED_FEATURES) expect(features).not.toContain(name);
    for (const name of ['Headers', 'ColumnVisibility', 'ColumnPinning', 'ColumnFiltering', 'RowSorting', 'RowPagination']) expect(features).toContain(name);
  });

  it('shows a server-sorted page of rows and asks for the sort a header click chooses', async () => {
    const { createTable, getCoreRowModel } = await lean();
    let sorting: SortingState = [{ id: 'level', desc: true }];
    const asked: SortingState[] = [];
    const options = {
      data: rows,
      columns: [
        { id: 'name', header: 'Name', cell: (c: { row: { original: Row } }) => c.row.original.name, enableSorting: false },
        { id: 'level', header: 'Level', cell: (c: { row: { original: Row } }) => c.row.original.level, sortDescFirst: true },
      ],
      getCoreRowModel: getCoreRowModel(),
      getRowId: (row: Row) => String(row.id),
      manualPagination: true,
      manualSorting: true,
      manualFiltering: true,
      enableMultiSort: false,
      enableSortingRemoval: false,
      pageCount: 4,
      state: { sorting, pagination: { pageIndex: 1, pageSize: 2 } },
      onSortingChange: (updater: SortingState | ((old: SortingState) => SortingState)) => {
        sorting = typeof updater === 'function' ? updater(sorting) : updater;
        asked.push(sorting);
      },
      onStateChange: () => {},
      renderFallbackValue: null,
    } as unknown as TableOptionsResolved<Row>;
    const table: Table<Row> = createTable(options);
    table.setOptions((prev) => ({ ...prev, state: { ...table.initialState, ...options.state } }));

    expect(table.getHeaderGroups()[0].headers.map((h) => h.column.columnDef.header)).toEqual(['Name', 'Level']);
    expect(table.getRowModel().rows.map((r) => r.id)).toEqual(['7', '3']);
    expect(
      table
        .getRowModel()
        .rows[0].getVisibleCells()
        .map((c) => c.column.id),
    ).toEqual(['name', 'level']);
    expect(table.getColumn('level')?.getIsSorted()).toBe('desc');
    expect(table.getColumn('name')?.getCanSort()).toBe(false);
    expect(table.getPageCount()).toBe(4);

    table.getColumn('level')?.toggleSorting();
    expect(asked).toEqual([[{ id: 'level', desc: false }]]);
    expect(table.getRowModel().rows[0]).not.toHaveProperty('getIsSelected');
  });

  it('stops the build when the library no longer lists its features as expected', () => {
    expect(() => leanTableCore('const builtInFeatures = [Headers, RowSorting];')).toThrow(/table-core-lean/);
  });
});
