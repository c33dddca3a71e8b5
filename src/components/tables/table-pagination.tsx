import Pagination from 'react-bootstrap/Pagination';
import { formatNumber } from '@contract/rules/format';
import { t } from '@/lib/i18n/translate';

/** Page numbers to show around the current page (zero-based), with null marking a gap. */
function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  if (pageCount <= 0) return [];
  const pages = new Set<number>([0, pageCount - 1]);
  for (let p = page - around; p <= page + around; p++) if (p >= 0 && p < pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}

/** Previous / numbered / next pager; zero-based internally, one-based on screen. */
export function TablePagination({ page, pageCount, onPage, label }: Props) {
  if (pageCount <= 1) return null;
  const last = pageCount - 1;
  return (
    <nav aria-label={label}>
      <Pagination size="sm" className="mb-0 flex-wrap">
        <Pagination.Item as="button" type="button" disabled={page <= 0} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('Previous')}</span>
        </Pagination.Item>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <Pagination.Ellipsis key={`gap-${i}`} disabled aria-hidden="true" />
          ) : (
            <Pagination.Item
              as="button"
              type="button"
              key={p}
              active={p === page}
              onClick={() => onPage(p)}
              aria-label={t('Page {page}', { page: p + 1 })}
              aria-current={p === page ? 'page' : undefined}
            >
              {formatNumber(p + 1)}
            </Pagination.Item>
          ),
        )}
        <Pagination.Item as="button" type="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('Next')}</span>
        </Pagination.Item>
      </Pagination>
    </nav>
  );
}
