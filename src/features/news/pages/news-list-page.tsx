import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { RssFill } from 'react-bootstrap-icons';
import { paths } from '@contract/paths';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { NewsCard } from '@/components/ui/news-card';
import { newsListQuery } from '@/lib/api/news';
import '../news.css';
import { t } from '@/lib/i18n/translate';

const pageOf = (raw: string | null) => (raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1);

/** /news: published posts, pinned first, ten a page. */
export default function NewsListPage() {
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const query = useQuery({ ...newsListQuery(page), placeholderData: keepPreviousData });
  const feeds = (
    <div className="d-flex gap-2">
      <a className="btn btn-outline-secondary btn-sm" href={paths.newsRss()}>
        <RssFill aria-hidden="true" className="me-1" />
        RSS
      </a>
      <a className="btn btn-outline-secondary btn-sm" href={paths.newsAtom()}>
        <RssFill aria-hidden="true" className="me-1" />
        Atom
      </a>
    </div>
  );
  return (
    <>
      <PageHeader title={t('News')} subtitle={t('Updates, events and patch notes from the team.')} actions={feeds} />
      {query.isPending ? (
        <PageLoading label={t('Loading the news…')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <p className="lead text-body-secondary">{t('No news yet. Check back soon!')}</p>
      ) : (
        <>
          <Row xs={1} md={2} className="g-3 mb-4">
            {query.data.data.map((post) => (
              <Col key={post.id}>
                <NewsCard post={post} />
              </Col>
            ))}
          </Row>
          {query.data.pageCount > 1 && (
            <nav aria-label={t('News pages')}>
              <ul className="pagination flex-wrap">
                {Array.from({ length: query.data.pageCount }, (_, i) => i + 1).map((n) => (
                  <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
                    <Link className="page-link" to={paths.news(n)} aria-current={n === page ? 'page' : undefined}>
                      {n}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      )}
    </>
  );
}
