import { notFound } from '../../../lib/http-errors';

/** A numeric path id (`/api/bet/find/{id}`, `/api/store/buy/{id}`); anything else is an unknown thing (404). */
export function idParam(params: unknown, what: string): number {
  const raw = (params as { id?: unknown } | undefined)?.id;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) throw notFound(what);
  return Number(raw);
}
