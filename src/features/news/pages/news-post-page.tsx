import { useEffect } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { NotFound } from '@/components/layout/not-found';
import { PageLoading } from '@/components/layout/page-loading';
import { DateText } from '@/components/ui/date-text';
import { LoadError } from '@/components/ui/load-error';
import { PlayerName } from '@/components/ui/player-name';
import { SafeHtml } from '@/components/ui/safe-html';
import { toApiError } from '@/lib/api-error';
import { newsPostQuery } from '@/lib/api/news';
import '../news.css';
import { t } from '@/lib/i18n/translate';
import { TextParts } from '@/components/ui/text-parts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /news/:slug: one post. */
export default function NewsPostPage() {
  const slug = useParams().slug ?? '';
  if (!SLUG.test(slug)) return <NotFound what="post" />;
  return <NewsPostView key={slug} slug={slug} />;
}

function NewsPostView({ slug }: { slug: string }) {
  const query = useQuery(newsPostQuery(slug));
  const title = query.data?.Title;
  useEffect(() => {
    if (title) document.title = `${title} · Guildhall`;
  }, [title]);
  if (query.isPending) return <PageLoading label={t('Loading the post…')} />;
  if (query.isError) {
    if (toApiError(query.error).status === 404) return <NotFound what="post" />;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const post = query.data;
  return (
    <article className="news-post mx-auto">
      <p className="mb-2">
        <Link to={paths.news()}>← {t('All news')}</Link>
      </p>
      <h1 className="h2 mb-1">
        {post.Title}
        {post.Status === 'draft' && (
          <Badge bg="secondary" className="ms-2 align-middle fs-6">
            {t('Draft')}
          </Badge>
        )}
      </h1>
      <p className="text-body-secondary small">
        {post.DatePublished ? <DateText iso={post.DatePublished} /> : t('Not published yet')}
        {post.author && (
          <>
            {' · '}
            <TextParts text={t('by {author}')} parts={{ author: <PlayerName user={post.author} /> }} />
          </>
        )}
      </p>
      {post.Cover && <img src={post.Cover} alt="" width={1200} height={400} className="news-post-cover mb-4" />}
      <SafeHtml html={post.Html} className="news-body" />
    </article>
  );
}
