import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { Compass } from 'react-bootstrap-icons';
import { msg, t } from '@/lib/i18n/translate';
import { PageHeader } from './page-header';

// What a page may not find, each said in the sentences below (German "diese Seite", Spanish "esa página").
msg('page');
msg('character');
msg('guild');
msg('bet');
msg('post');
msg('package');
msg('wiki entry');
msg('wiki section');

export function NotFound({ what = 'page' }: { what?: string }) {
  const thing = t(what);
  return (
    <>
      <PageHeader title={t('Not found')} />
      <Card className="text-center py-5">
        <Card.Body>
          <Compass className="display-6 mb-3 text-body-secondary" aria-hidden="true" />
          <Card.Title as="h2" className="h4">
            {t("We couldn't find that {what}", { what: thing })}
          </Card.Title>
          <Card.Text className="text-body-secondary">{t('The link may be old, or the {what} may have been removed.', { what: thing })}</Card.Text>
          <Link to="/" className="btn btn-primary">
            {t('Go to the home page')}
          </Link>
        </Card.Body>
      </Card>
    </>
  );
}
