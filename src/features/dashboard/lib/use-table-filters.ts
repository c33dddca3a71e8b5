import { useState } from 'react';

/**
 * A server table's own filters beside its DataTables fields: their values and a change handler per
 * filter (the table's source names each set of filters, so each keeps its own remembered state).
 */
export function useTableFilters<F extends Record<string, string>>(none: F) {
  const [filters, setFilters] = useState(none);
  const set = (name: keyof F) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: e.target.value }));
  return { filters, set };
}
