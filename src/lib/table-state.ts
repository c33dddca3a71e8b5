import { TABLE_DEFAULT_PAGE_LENGTH, TABLE_PAGE_LENGTHS, TABLE_STATE_SECONDS } from '@contract/rules/constants';

// docs/product-rules.md#tables: a table's page, search, sort (and length) are kept for 300 seconds, so a reload or a
// back navigation finds the table as it was left. localStorage, like DataTables' stateSave, so the
// state also survives a closed-and-reopened tab within the window.

export interface TableState {
  page: number;
  length: number;
  search: string;
  sort: { column: string; dir: 'asc' | 'desc' } | null;
}

interface Stored extends TableState {
  savedAt: number;
}

const PREFIX = 'guildhall.table.';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): tables simply start fresh
  }
};

const isState = (v: unknown): v is Stored => {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  const sortOk =
    s.sort === null ||
    (typeof s.sort === 'object' &&
      typeof (s.sort as Record<string, unknown>).column === 'string' &&
      ['asc', 'desc'].includes((s.sort as Record<string, unknown>).dir as string));
  return (
    Number.isInteger(s.page) && (s.page as number) >= 0 && Number.isInteger(s.length) && typeof s.search === 'string' && typeof s.savedAt === 'number' && sortOk
  );
};

/** The saved state of table `id`, or null when none was saved or it is older than 300 seconds. */
export function loadTableState(id: string, now = Date.now()): TableState | null {
  const store = storage();
  const raw = store?.getItem(PREFIX + id);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isState(parsed) || now - parsed.savedAt > TABLE_STATE_SECONDS * 1000 || parsed.savedAt > now + 60_000) {
      store?.removeItem(PREFIX + id);
      return null;
    }
    const { savedAt: _savedAt, ...state } = parsed;
    return state;
  } catch {
    store?.removeItem(PREFIX + id);
    return null;
  }
}

export function saveTableState(id: string, state: TableState, now = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + id, JSON.stringify({ ...state, savedAt: now } satisfies Stored));
  } catch {
    /* quota or disabled storage: state is a convenience, never an error */
  }
}

/** What decides a table's first state besides what was saved (ServerTable's props of the same names). */
export interface TableDefaults {
  defaultSort?: TableState['sort'];
  defaultLength?: number;
  pageLengths?: readonly number[];
  searchable?: boolean;
  /** Opens the table at the page holding this row (1-based, in the default sort). */
  openAtRow?: number;
}

/**
 * A table's first state: its defaults, with `saved` (kept from an earlier visit) as far as it fits.
 * The table and the route loader that reads its first page beforehand both start from it, so they
 * ask for the same page.
 */
export function firstTableState(defaults: TableDefaults, saved: TableState | null, canSortBy: (column: string) => boolean = () => true): TableState {
  const lengths = defaults.pageLengths ?? TABLE_PAGE_LENGTHS;
  const fallback: TableState = {
    page: 0,
    length: defaults.defaultLength ?? TABLE_DEFAULT_PAGE_LENGTH,
    search: '',
    sort: defaults.defaultSort ?? null,
  };
  if (defaults.openAtRow) {
    const length = saved && lengths.includes(saved.length) ? saved.length : fallback.length;
    return { ...fallback, length, page: Math.floor((defaults.openAtRow - 1) / length) };
  }
  if (!saved) return fallback;
  // A saved state is only trusted as far as this table's columns and options go.
  const sortOk = saved.sort === null || canSortBy(saved.sort.column);
  return {
    page: saved.page,
    length: lengths.includes(saved.length) ? saved.length : fallback.length,
    search: defaults.searchable === false ? '' : saved.search,
    sort: sortOk ? saved.sort : fallback.sort,
  };
}
