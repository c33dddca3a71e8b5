import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { PinAngleFill } from 'react-bootstrap-icons';
import { paths } from '@contract/paths';
import type { NewsSummary } from '@contract/types/news';
import { DateText } from './date-text';
import { t } from '@/lib/i18n/translate';

/** One news post as a card: cover, title, date and its opening words (home page and /news). */
export function NewsCard({ post, headingLevel = 'h2' }: { post: NewsSummary; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card className="h-100 news-card">
      {post.Cover && <Card.Img variant="top" src={post.Cover} alt="" width={640} height={200} loading="lazy" className="news-card-cover" />}
      <Card.Body>
        <Card.Title as={headingLevel} className="h5">
          {post.Pinned && (
            <Badge bg="warning" text="dark" className="me-2 align-middle">
              <PinAngleFill aria-hidden="true" className="me-1" />
              {t('Pinned')}
            </Badge>
          )}
          <Link to={paths.newsPost(post.Slug)} className="stretched-link text-decoration-none">
            {post.Title}
          </Link>
        </Card.Title>
        <p className="small text-body-secondary mb-2">{post.DatePublished ? <DateText iso={post.DatePublished} /> : t('Draft')}</p>
        <Card.Text>{post.Excerpt}</Card.Text>
      </Card.Body>
    </Card>
  );
}
