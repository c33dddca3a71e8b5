// Query-string reading shared by pages that react to links like "?welcome" or "?code=AB12".

/** Value of the first `name` parameter in `search` (with or without leading "?"), or null when absent. */
export function getQueryParam(name: string, search: string): string | null {
  return new URLSearchParams(search).get(name);
}

/** True when `name` is present at all, even as a bare flag ("?welcome") or with an empty value. */
export function hasQueryFlag(name: string, search: string): boolean {
  return new URLSearchParams(search).has(name);
}
