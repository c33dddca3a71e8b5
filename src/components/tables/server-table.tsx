import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState, type Updater } from '@tanstack/react-table';
import Button from 'react-bootstrap/Button';
// The form parts it uses, not react-bootstrap's whole Form (checks, switches, ranges, floating
// labels…), which a page showing only tables would otherwise load with it.
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import FormText from 'react-bootstrap/FormText';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { TABLE_PAGE_LENGTHS } from '@contract/rules/constants';
import { tablePageQuery, type TableSource } from '@/lib/table-fetchers';
import { TablePagination } from './table-pagination';
import { firstTableState, loadTableState, saveTableState, type TableState } from '@/lib/table-state';
import { useHydrated } from '@/lib/use-hydrated';
import './server-table.css';
import { t } from '@/lib/i18n/translate';

// The one server-mode table of the site (docs/product-rules.md#states-and-transitions, docs/product-rules.md#constants-and-limits): the server pages, sorts and searches; this
// component keeps the state (page, search, sort, length) for 300 seconds, shows loading and empty
// states, and only logs load errors (docs/product-rules.md#error-messages). @tanstack/react-table is the headless model,
// react-bootstrap the look.

type SortDir = 'asc' | 'desc';
interface TableSort {
  column: string;
  dir: SortDir;
}

export interface ServerColumn<Row> {
  /** The `columns[i][data]` name the server knows this column by. */
  id: string;
  /** Its title: an English text the table says in the page's language (declared with `msg`, or already said with `t`). */
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Direction of the first click on the header (figures usually start high). */
  firstDir?: SortDir;
  /** Right-aligns figures. */
  numeric?: boolean;
  className?: string;
}

/**
 * Where the table reads from and how it opens (TableSource, shared with a route loader that reads
 * its first page beforehand), and how it shows.
 */
export interface ServerTableProps<Row> extends TableSource<Row> {
  columns: ServerColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Accessible name of the table (also its caption for screen readers). */
  caption: string;
  defaultSort?: TableSort | null;
  searchPlaceholder?: string;
  /** Shortest term sent to the server (big tables need 3); shorter input waits with a hint. */
  minSearchLength?: number;
  emptyText?: string;
  rowClassName?: (row: Row) => string | undefined;
}

/** Debounce of the search box: typing does not send a request per key. */
const SEARCH_DEBOUNCE_MS = 350;

/** Remounts per table id, so switching lists (e.g. ranking categories) starts from that list's state. */
export function ServerTable<Row>(props: ServerTableProps<Row>) {
  return <ServerTableView key={props.id} {...props} />;
}

function ServerTableView<Row>(props: ServerTableProps<Row>) {
  const { id, columns, fetchPage, queryKey, rowKey, caption, refreshSeconds, meta } = props;
  const pageLengths = props.pageLengths ?? TABLE_PAGE_LENGTHS;
  const searchable = props.searchable ?? true;

  // A page the server painted shows the table's first page: the browser's first render
  // must match it, so a state kept from an earlier visit (docs/product-rules.md#states-and-transitions) is applied once the page is live.
  const hydrating = !useHydrated();
  const canSortBy = (column: string) => props.columns.some((c) => c.sortable && c.id === column);
  const [state, setState] = useState<TableState>(() => firstTableState(props, hydrating ? null : loadTableState(props.id), canSortBy));
  const [keptState] = useState(() => {
    const saved = hydrating ? loadTableState(props.id) : null;
    return saved && firstTableState(props, saved, canSortBy);
  });
  const [searchInput, setSearchInput] = useState(state.search);

  useEffect(() => {
    if (!keptState) return;
    setState(keptState);
    setSearchInput(keptState.search);
  }, [keptState]);
  useEffect(() => saveTableState(id, state), [id, state]);

  // Debounced search: the request goes out once typing pauses; a new search starts at page 1.
  const minSearch = props.minSearchLength ?? 1;
  const searchTooShort = searchInput.trim().length > 0 && searchInput.trim().length < minSearch;
  useEffect(() => {
    const typed = searchInput.trim();
    // A term too short to search for clears the search rather than asking the server.
    const term = typed.length < minSearch ? '' : typed;
    if (term === state.search) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, search: term, page: 0 })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, state.search, minSearch]);

  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  // One page's query: the page on screen, and the next one read ahead.
  const pageQuery = useCallback(
    (page: number) => tablePageQuery({ id, queryKey, fetchPage, refreshSeconds, meta }, state, page, columnIds),
    // The key's parts, not its array (a new one each render), decide whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(queryKey), state.length, state.search, state.sort, fetchPage, columnIds, id, refreshSeconds, meta],
  );
  const query = useQuery({
    ...pageQuery(state.page),
    placeholderData: keepPreviousData,
    refetchInterval: refreshSeconds ? refreshSeconds * 1000 : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: !!refreshSeconds,
  });

  const answer = query.data?.answer;
  const shownStart = query.data?.start ?? 0;
  const filtered = answer?.recordsFiltered ?? 0;
  const pageCount = Math.max(1, Math.ceil(filtered / state.length));

  // The next page is read ahead once this one is on screen, so "Next" shows it at once. Not for a
  // refreshing table (its pages go stale within the period) and not past the last page.
  const queryClient = useQueryClient();
  const nextPage = answer && !query.isPlaceholderData && !refreshSeconds && state.page + 1 < pageCount ? state.page + 1 : null;
  useEffect(() => {
    if (nextPage !== null) void queryClient.prefetchQuery(pageQuery(nextPage));
  }, [nextPage, pageQuery, queryClient]);

  // A shared link's row is brought into view once its page is on screen (once: the reader moves on).
  const tbody = useRef<HTMLTableSectionElement>(null);
  const broughtIntoView = useRef(false);
  useEffect(() => {
    const at = props.openAtRow;
    if (!at || broughtIntoView.current || !answer || query.isPlaceholderData) return;
    broughtIntoView.current = true;
    tbody.current?.rows[at - 1 - shownStart]?.scrollIntoView?.({ block: 'center' });
  }, [props.openAtRow, answer, query.isPlaceholderData, shownStart]);

  // A remembered page beyond the end (the list shrank meanwhile) moves to the last page.
  useEffect(() => {
    if (answer && !query.isPlaceholderData && state.page > 0 && state.page >= pageCount) {
      setState((s) => ({ ...s, page: pageCount - 1 }));
    }
  }, [answer, query.isPlaceholderData, state.page, pageCount]);

  const columnById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const sortable = useMemo(() => columns.filter((c) => c.sortable && c.header), [columns]);
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        // react-table only sorts columns that have an accessor; the server does the sorting itself.
        accessorFn: () => null,
        header: () => t(c.header),
        cell: (info) => c.cell(info.row.original),
        enableSorting: Boolean(c.sortable),
        sortDescFirst: c.firstDir === 'desc',
      })),
    [columns],
  );
  const sorting: SortingState = state.sort ? [{ id: state.sort.column, desc: state.sort.dir === 'desc' }] : [];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    setState((s) => ({ ...s, page: 0, sort: first ? { column: first.id, dir: first.desc ? 'desc' : 'asc' } : null }));
  };

  const table = useReactTable({
    data: answer?.data ?? [],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    pageCount,
    state: { sorting, pagination: { pageIndex: state.page, pageSize: state.length } },
    onSortingChange,
  });

  const loadingFirst = query.isPending;
  const refreshing = query.isFetching && !loadingFirst;
  const failed = query.isError && !answer;
  const rows = table.getRowModel().rows;
  const shownRows = answer?.data.length ?? 0;
  const from = shownRows === 0 ? 0 : shownStart + 1;
  const to = shownStart + shownRows;

  return (
    <div className="server-table" data-table-id={id}>
      <div className="server-table-controls">
        <FormGroup controlId={`${id}-length`} className="d-flex align-items-center gap-2">
          <FormLabel className="mb-0 text-nowrap">{t('Show')}</FormLabel>
          <FormSelect
            size="sm"
            value={state.length}
            onChange={(e) => setState((s) => ({ ...s, length: Number(e.target.value), page: 0 }))}
            className="server-table-length"
          >
            {pageLengths.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </FormSelect>
          <span className="text-nowrap" aria-hidden="true">
            {t('entries')}
          </span>
        </FormGroup>
        {sortable.length > 0 && (
          // Phones show rows as stacked cards without the header row: sorting moves here.
          <FormGroup controlId={`${id}-sort`} className="server-table-phone-sort d-flex align-items-center gap-2">
            <FormLabel className="mb-0 text-nowrap">{t('Sort by')}</FormLabel>
            <FormSelect
              size="sm"
              value={state.sort ? `${state.sort.column}:${state.sort.dir}` : ''}
              onChange={(e) => {
                const [column, dir] = e.target.value.split(':') as [string, SortDir];
                setState((s) => ({ ...s, page: 0, sort: column ? { column, dir } : null }));
              }}
            >
              {!state.sort && <option value="">—</option>}
              {sortable.flatMap((c) => [
                <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
                  {t('{column}, highest first', { column: t(c.header) })}
                </option>,
                <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
                  {t('{column}, lowest first', { column: t(c.header) })}
                </option>,
              ])}
            </FormSelect>
          </FormGroup>
        )}
        {searchable && (
          <FormGroup controlId={`${id}-search`} className="d-flex align-items-center gap-2">
            <FormLabel className="mb-0">{t('Search')}</FormLabel>
            <FormControl
              type="search"
              size="sm"
              value={searchInput}
              maxLength={100}
              placeholder={props.searchPlaceholder && t(props.searchPlaceholder)}
              onChange={(e) => setSearchInput(e.target.value)}
              autoComplete="off"
              aria-describedby={searchTooShort ? `${id}-search-hint` : undefined}
            />
            {searchTooShort && (
              <FormText id={`${id}-search-hint`} className="text-nowrap mt-0">
                {t('Type at least {count} characters', { count: minSearch })}
              </FormText>
            )}
          </FormGroup>
        )}
      </div>

      <div className="server-table-wrap" aria-busy={query.isFetching}>
        <Table responsive hover className="server-table-table align-middle mb-0">
          <caption className="visually-hidden">{t(caption)}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = columnById.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={[meta?.numeric ? 'text-end' : '', meta?.className ?? ''].join(' ').trim() || undefined}
                      aria-sort={header.column.getCanSort() ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      // The whole cell sorts, not only its text: the button's clicks (keyboard ones too) bubble here.
                      onClick={header.column.getCanSort() ? header.column.getToggleSortingHandler() : undefined}
                      data-sortable={header.column.getCanSort() || undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className="table-sort-button">
                          {content}
                          <span className="table-sort-indicator" aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody ref={tbody}>
            {loadingFirst &&
              Array.from({ length: Math.min(state.length, 10) }, (_, i) => (
                <tr key={`skeleton-${i}`} className="placeholder-glow" aria-hidden="true">
                  {columns.map((c) => (
                    <td key={c.id}>
                      <span className="placeholder col-8 rounded" />
                    </td>
                  ))}
                </tr>
              ))}
            {failed && (
              <tr>
                <td colSpan={columns.length} className="text-center text-body-secondary py-4">
                  {t('The entries could not be loaded.')}{' '}
                  <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => void query.refetch()}>
                    {t('Try again')}
                  </Button>
                </td>
              </tr>
            )}
            {!loadingFirst && !failed && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="text-center text-body-secondary py-4">
                  {state.search ? t('No entries match “{search}”.', { search: state.search }) : props.emptyText ? t(props.emptyText) : t('No entries yet.')}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id} className={props.rowClassName?.(row.original)}>
                {row.getVisibleCells().map((cell) => {
                  const meta = columnById.get(cell.column.id);
                  return (
                    <td
                      key={cell.id}
                      className={[meta?.numeric ? 'text-end' : '', meta?.className ?? ''].join(' ').trim() || undefined}
                      // On phones each row is a stacked card and each cell shows its column's name (server-table.css).
                      data-label={meta?.header ? t(meta.header) : undefined}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
        {refreshing && (
          <div className="server-table-overlay" role="status">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            <span>{t('Loading…')}</span>
          </div>
        )}
      </div>

      <div className="server-table-footer">
        <p className="mb-0 small text-body-secondary" aria-live="polite">
          {answer
            ? (answer.recordsFilteredCapped
                ? t('Showing {from} to {to} of more than {count} entries', { from, to, count: filtered })
                : t('Showing {from} to {to} of {count} entries', { from, to, count: filtered })) +
              (answer.recordsFiltered !== answer.recordsTotal ? ` ${t('(filtered from {total} total entries)', { total: answer.recordsTotal })}` : '')
            : loadingFirst
              ? t('Loading…')
              : ''}
        </p>
        <TablePagination
          page={state.page}
          pageCount={pageCount}
          onPage={(page) => setState((s) => ({ ...s, page: Math.max(0, Math.min(page, pageCount - 1)) }))}
          label={t('{table} pages', { table: t(caption) })}
        />
      </div>
    </div>
  );
}
