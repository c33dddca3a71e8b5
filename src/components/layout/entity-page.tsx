import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { RequestFailure } from '@/lib/api-error';
import { LoadError } from '@/components/ui/load-error';
import { NotFound } from './not-found';
import { PageLoading } from './page-loading';
import { msg, t } from '@/lib/i18n/translate';

/** The loading text of each kind of entity page. */
const LOADING: Record<string, string> = { character: msg('Loading the character…'), guild: msg('Loading the guild…') };

/** Route ids are positive whole numbers; anything else is not an entity. */
const parseRouteId = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * The skeleton of a deep-linked entity page (a character, a guild): the id from the route (a
 * malformed one is a 404), then the entity's query: a loading state, a 404 for an unknown id, an
 * error with a retry, then the page, with the entity's name in the document title. A new id starts
 * afresh (keyed), so nothing of the previous entity shows.
 */
export function EntityPage<T>({
  what,
  useEntity,
  title,
  children,
}: {
  /** "character", "guild": named in the loading and not-found texts. */
  what: string;
  useEntity: (id: number) => UseQueryResult<T, RequestFailure>;
  title: (entity: T) => string;
  children: (entity: T, id: number) => ReactNode;
}) {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFound what={what} />;
  return <EntityView key={id} id={id} what={what} useEntity={useEntity} title={title} render={children} />;
}

function EntityView<T>({
  id,
  what,
  useEntity,
  title,
  render,
}: {
  id: number;
  what: string;
  useEntity: (id: number) => UseQueryResult<T, RequestFailure>;
  title: (entity: T) => string;
  render: (entity: T, id: number) => ReactNode;
}) {
  const query = useEntity(id);
  const name = query.data === undefined ? undefined : title(query.data);
  useEffect(() => {
    if (name) document.title = `${name} · Guildhall`;
  }, [name]);

  if (query.isPending) return <PageLoading label={LOADING[what] ? t(LOADING[what]) : t('Loading…')} />;
  if (query.isError) {
    if (query.error.status === 404) return <NotFound what={what} />;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return render(query.data, id);
}
