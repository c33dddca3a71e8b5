import { Fragment } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { TimelineEntry } from '@contract/types/character';
import { toApiError } from '@/lib/api-error';
import { DateText, formatDate, localDayKey } from '@/components/ui/date-text';
import { useTimeline } from '../api/timeline';
import { TabLoading } from './tab-loading';
import { TimelineIcon } from './timeline-icon';
import { t } from '@/lib/i18n/translate';

function Entry({ entry }: { entry: TimelineEntry }) {
  return (
    <li className="timeline-entry" data-identify={entry.identify}>
      <TimelineIcon kind={entry.identify} />
      <div className="timeline-body">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <strong>{entry.header}</strong>
          <DateText iso={entry.time} show="time" className="small text-body-secondary" />
        </div>
        <p className="mb-0 text-body-secondary">{entry.body}</p>
      </div>
    </li>
  );
}

/**
 * The character's timeline, one-based pages loaded on demand (docs/product-rules.md#http-contract, docs/product-rules.md#constants-and-limits). A failed page shows as a
 * red entry at the end with the server's message or the generic one (docs/product-rules.md#error-messages).
 */
export function TimelineList({ characterId }: { characterId: number }) {
  const query = useTimeline(characterId);
  if (query.isPending) return <TabLoading label={t('Loading the timeline…')} />;

  const entries = query.data?.pages.flat() ?? [];
  const failure = query.isFetchNextPageError || (query.isError && entries.length === 0) ? toApiError(query.error) : null;
  return (
    <div data-testid="timeline">
      {entries.length === 0 && !failure && <p className="text-body-secondary text-center py-4 mb-0">{t('Nothing has happened yet.')}</p>}
      <ol className="timeline list-unstyled mb-0">
        {entries.map((e, i) => (
          <Fragment key={`${e.time}-${i}`}>
            {/* Grouped by the viewer's local day, the same clock the entry times use. */}
            {(i === 0 || localDayKey(entries[i - 1].time) !== localDayKey(e.time)) && <li className="timeline-day">{formatDate(e.time)}</li>}
            <Entry entry={e} />
          </Fragment>
        ))}
        {failure && (
          <li className="timeline-entry timeline-error" role="alert">
            <TimelineIcon kind="error" />
            <div className="timeline-body">
              {failure.messages.map((m) => (
                <p key={m} className="mb-1 fw-semibold">
                  {m}
                </p>
              ))}
              <Button variant="outline-danger" size="sm" onClick={() => void (entries.length ? query.fetchNextPage() : query.refetch())}>
                {t('Try again')}
              </Button>
            </div>
          </li>
        )}
      </ol>
      {query.hasNextPage && !failure && (
        <div className="text-center mt-3">
          <Button variant="outline-secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? (
              <>
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                {t('Loading…')}
              </>
            ) : (
              t('Load more')
            )}
          </Button>
        </div>
      )}
    </div>
  );
}
