import { useState } from 'react';

/**
 * A server table's own filters beside its DataTables fields: their values, a change handler per filter,
 * and a key naming this set of filters, so each set keeps its own remembered table state (the key is
 * also a plain element id).
 */
export function useTableFilters<F extends Record<string, string>>(none: F) {
  const [filters, setFilters] = useState(none);
  const set = (name: keyof F) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: e.target.value }));
  const key = Object.values(filters)
    .join('_')
    .replace(/[^\w-]/g, '');
  return { filters, set, key };
}
