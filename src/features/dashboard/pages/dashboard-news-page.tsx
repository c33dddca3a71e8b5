import { lazy, Suspense, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import { useField } from 'formik';
import { Link } from 'react-router-dom';
import { showToast } from '@/components/ui/toasts';
import { endpoints } from '@contract/client';
import { paths } from '@contract/paths';
import type { NewsPostForm } from '@contract/types/forms';
import type { NewsDraft } from '@contract/types/news';
import { FormField } from '@/components/forms/form-field';
import { ServerForm } from '@/components/forms/server-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { DateText } from '@/components/ui/date-text';
import { LoadError } from '@/components/ui/load-error';
import { t } from '@/lib/i18n/translate';
import { staffNewsListQuery, staffNewsPostQuery, useDeleteNewsPost, useSaveNewsPost } from '../api/news';
import { DashboardNav } from '../components/dashboard-nav';
import { StaffOnly } from '../components/staff-only';
import { UploadWidget } from '../components/upload-widget';
import '../dashboard.css';

// The form's rules load on demand (they stay out of the first load).
const loadNewsPostRules = () => import('virtual:form-rules/newsPost').then((form) => form.rules());

// The preview's Markdown renderer and sanitiser load once there is a body to show.
const NewsPreview = lazy(() => import('../components/news-preview'));

const EMPTY: NewsPostForm = { Title: '', Slug: '', Body: '', Cover: '', IsPublished: false, IsPinned: false };

const valuesOf = (post: NewsDraft): NewsPostForm => ({
  Title: post.Title,
  Slug: post.Slug,
  Body: post.Body,
  Cover: post.Cover ?? '',
  IsPublished: post.Status === 'published',
  IsPinned: post.Pinned,
});

/** /dashboard/news: staff write news in Markdown with a live preview. */
export default function DashboardNewsPage() {
  return (
    <StaffOnly>
      <PageHeader title={t('Dashboard · {section}', { section: t('News') })} subtitle={t('Write, publish and pin news for the home page and the feeds.')} />
      <DashboardNav />
      <NewsDesk />
    </StaffOnly>
  );
}

function NewsDesk() {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useQuery(staffNewsListQuery());
  return (
    <div className="row g-4">
      <div className="col-xl-5">
        <Card>
          <Card.Header className="d-flex justify-content-between align-items-center">
            <h2 className="h5 mb-0">{t('Posts')}</h2>
            <Button size="sm" variant="warning" onClick={() => setEditing('new')}>
              {t('New post')}
            </Button>
          </Card.Header>
          {list.isPending ? (
            <PageLoading label={t('Loading the posts…')} />
          ) : list.isError ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} className="m-3" />
          ) : list.data.data.length === 0 ? (
            <Card.Body className="text-body-secondary">{t('No posts yet.')}</Card.Body>
          ) : (
            <Table responsive hover className="mb-0 align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('Title')}</th>
                  <th scope="col">{t('State')}</th>
                  <th scope="col">{t('Updated')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((post) => (
                  <tr key={post.id} className={editing === post.id ? 'table-active' : undefined}>
                    <td>
                      <Button variant="link" className="p-0 text-start" onClick={() => setEditing(post.id)}>
                        {post.Title}
                      </Button>
                    </td>
                    <td>
                      <Badge bg={post.Status === 'published' ? 'success' : 'secondary'}>{post.Status === 'published' ? t('Published') : t('Draft')}</Badge>
                      {post.Pinned && (
                        <Badge bg="warning" text="dark" className="ms-1">
                          {t('Pinned')}
                        </Badge>
                      )}
                    </td>
                    <td className="small">
                      <DateText iso={post.DateUpdated} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
      </div>
      <div className="col-xl-7">
        {editing === null ? (
          <Card body className="text-body-secondary">
            {t('Choose a post to edit, or write a new one.')}
          </Card>
        ) : editing === 'new' ? (
          <NewsEditor key="new" initialValues={EMPTY} onSaved={(post) => setEditing(post.id)} onDeleted={() => setEditing(null)} />
        ) : (
          <EditExisting key={editing} id={editing} onDeleted={() => setEditing(null)} />
        )}
      </div>
    </div>
  );
}

function EditExisting({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const query = useQuery(staffNewsPostQuery(id));
  if (query.isPending) return <PageLoading label={t('Loading the post…')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <NewsEditor post={query.data} initialValues={valuesOf(query.data)} onDeleted={onDeleted} />;
}

function NewsEditor({
  post,
  initialValues,
  onSaved,
  onDeleted,
}: {
  post?: NewsDraft;
  initialValues: NewsPostForm;
  onSaved?: (post: NewsDraft) => void;
  onDeleted: () => void;
}) {
  const [saved, setSaved] = useState(post);
  const saveNewsPost = useSaveNewsPost();
  const deleteNewsPost = useDeleteNewsPost();
  const remove = () => {
    if (!saved || !window.confirm(t('Delete "{title}"? This cannot be undone.', { title: saved.Title }))) return;
    deleteNewsPost.mutate(saved.id, {
      onSuccess: (answer) => {
        showToast('success', answer.message);
        onDeleted();
      },
      onError: (error) => error.messages.forEach((m) => showToast('error', m)),
    });
  };
  return (
    <Card>
      <Card.Header className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <h2 className="h5 mb-0">{saved ? t('Edit: {title}', { title: saved.Title }) : t('New post')}</h2>
        {saved?.Status === 'published' && (
          <Link to={paths.newsPost(saved.Slug)} className="dashboard-header-link">
            {t('View the post')}
          </Link>
        )}
      </Card.Header>
      <Card.Body>
        <ServerForm<NewsPostForm>
          initialValues={initialValues}
          loadRules={loadNewsPostRules}
          aria-label={t('News post')}
          onSubmit={async (values) => {
            const answer = await saveNewsPost.mutateAsync({ values, id: saved?.id });
            showToast('success', answer.message);
            setSaved(answer.post);
            onSaved?.(answer.post);
          }}
        >
          {() => (
            <>
              <FormField name="Title" label={t('Title')} required />
              <FormField
                name="Slug"
                label={t('Address')}
                help={t("The post's link is {path} followed by this. Leave it blank to make one from the title.", { path: '/news/' })}
              />
              <BodyWithPreview />
              <FormField
                name="Cover"
                label={t('Cover image')}
                help={t('Upload an image below and its path fills in here, or enter a path such as {example}', { example: endpoints.image.item(1) })}
              />
              <div className="d-flex flex-wrap gap-4 mb-3">
                <CheckField name="IsPublished" label={t('Published')} />
                <CheckField name="IsPinned" label={t('Pinned to the top')} />
              </div>
              <div className="d-flex gap-2">
                <SubmitButton variant="warning">{t('Save')}</SubmitButton>
                {saved && (
                  <Button variant="outline-danger" onClick={() => void remove()}>
                    {t('Delete')}
                  </Button>
                )}
              </div>
            </>
          )}
        </ServerForm>
        <details className="mt-4">
          <summary>{t('Upload a cover image')}</summary>
          <div className="mt-3">
            <UploadWidget linkedInput="Cover" storage="images" />
          </div>
        </details>
      </Card.Body>
    </Card>
  );
}

function CheckField({ name, label }: { name: string; label: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  return <Form.Check type="switch" id={`field-${name}`} label={label} {...field} />;
}

/** The Markdown source and, as it is typed, exactly what players will read. */
function BodyWithPreview() {
  const [field] = useField<string>('Body');
  return (
    <div className="row g-3 mb-3">
      <div className="col-lg-6">
        <FormField
          name="Body"
          label={t('Body (Markdown)')}
          as="textarea"
          rows={14}
          required
          help={t('**bold**, _italic_, [links](https://…), lists, # headings. HTML is shown as text.')}
        />
      </div>
      <div className="col-lg-6">
        <p className="form-label mb-2" id="news-preview-label">
          {t('Live preview')}
        </p>
        <div className="news-preview border rounded p-3" data-testid="news-preview" aria-labelledby="news-preview-label" role="region">
          {field.value?.trim() ? (
            <Suspense fallback={<p className="text-body-secondary mb-0">{t('Preparing the preview…')}</p>}>
              <NewsPreview markdown={field.value} />
            </Suspense>
          ) : (
            <p className="text-body-secondary mb-0">{t('Nothing to preview yet.')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
