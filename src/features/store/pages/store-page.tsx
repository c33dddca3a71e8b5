import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { StorePackage } from '@contract/types/store';
import { useBootstrap } from '@/lib/bootstrap';
import { useCoins } from '@/lib/coins';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { useStore } from '../api/store';
import { PackageCard } from '../components/package-card';
import '../store.css';
import { t } from '@/lib/i18n/translate';

function Section({ title, packages, cols }: { title: string; packages: StorePackage[]; cols: { md?: number; lg?: number; xl?: number } }) {
  if (packages.length === 0) return null;
  return (
    <section className="mb-5" aria-label={title}>
      <h2 className="h4 mb-3">{title}</h2>
      <Row xs={1} {...cols} className="g-4">
        {packages.map((pkg) => (
          <Col key={pkg.id}>
            <PackageCard pkg={pkg} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** /store: the catalogue (docs/product-rules.md#pages-and-routes), grouped by layout type. */
export default function StorePage() {
  const { userId } = useBootstrap();
  const coins = useCoins();
  const store = useStore();
  let content: ReactNode;
  if (store.isPending) content = <PageLoading label={t('Loading the store…')} />;
  else if (store.isError) content = <LoadError error={store.error} onRetry={() => void store.refetch()} />;
  else if (store.data.length === 0) content = <p className="text-body-secondary">{t('The store is empty right now. Come back soon!')}</p>;
  else {
    const ofType = (type: number) => store.data.filter((p) => p.Type === type);
    content = (
      <>
        <Section title={t('Limited offers')} packages={ofType(2)} cols={{ lg: 2 }} />
        <Section title={t('Packages')} packages={ofType(1)} cols={{ md: 2, xl: 3 }} />
        <Section title={t('VIP memberships')} packages={ofType(3)} cols={{ md: 3 }} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('Store')}
        subtitle={t('Coins, VIP days, badges, titles and items. Buy them for yourself or send them to a friend.')}
        actions={
          userId ? (
            <span className="badge text-bg-warning fs-6" data-testid="store-balance">
              {t('{coins} Coins', { coins: coins ?? 0 })}
            </span>
          ) : undefined
        }
      />
      {!userId && (
        <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('Log in to buy packages or gift them to another player.')}</span>
          <Link to={paths.login(paths.store())} className="btn btn-primary btn-sm">
            {t('Log in')}
          </Link>
        </Alert>
      )}
      {content}
    </>
  );
}
