import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { LoadError } from '@/components/ui/load-error';
import { NewsCard } from '@/components/ui/news-card';
import { HOME_NEWS_COUNT, newsListQuery } from '@/lib/api/news';
import { t } from '@/lib/i18n/translate';

/** News of the game on the home page: pinned posts first, then the latest. */
export function HomeNews() {
  const query = useQuery(newsListQuery(1, HOME_NEWS_COUNT));
  return (
    <section className="mb-4" aria-labelledby="home-news-heading">
      <div className="d-flex justify-content-between align-items-baseline mb-2">
        <h2 id="home-news-heading" className="h4 mb-0">
          {t('News')}
        </h2>
        <Link to={paths.news()}>{t('All news')}</Link>
      </div>
      {query.isPending ? (
        <Row xs={1} md={3} className="g-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Col key={i}>
              <Placeholder as="div" animation="glow" className="home-news-placeholder">
                <Placeholder xs={12} className="h-100 rounded" />
              </Placeholder>
            </Col>
          ))}
        </Row>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <p className="text-body-secondary">{t('No news yet.')}</p>
      ) : (
        <Row xs={1} md={3} className="g-3">
          {query.data.data.map((post) => (
            <Col key={post.id}>
              <NewsCard post={post} headingLevel="h3" />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
