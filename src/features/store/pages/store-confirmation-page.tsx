import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { StoreBuyAnswer, StorePackage } from '@contract/types/store';
import { useBootstrap } from '@/lib/bootstrap';
import { NotFound } from '@/components/layout/not-found';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { useStore } from '../api/store';
import { PackageSummary } from '../components/package-summary';
import { PurchaseDone } from '../components/purchase-done';
import { PurchasePanel } from '../components/purchase-panel';
import { unavailableReason } from '../package-state';
import '../store.css';
import { t } from '@/lib/i18n/translate';

/** The right-hand side: why it can't be bought, a log-in prompt, the purchase, or its result. */
function PurchaseSide({ pkg, done, onDone }: { pkg: StorePackage; done: StoreBuyAnswer | null; onDone: (answer: StoreBuyAnswer) => void }) {
  const { userId } = useBootstrap();
  const location = useLocation();
  if (done) return <PurchaseDone answer={done} />;
  const reason = unavailableReason(pkg);
  if (reason === 'out-of-stock') {
    return (
      <Alert variant="secondary">
        <strong>{t('OUT OF STOCK')}</strong> — {t('this package is sold out.')} <Link to={paths.store()}>{t('See the other packages')}</Link>.
      </Alert>
    );
  }
  if (reason === 'real-money') {
    return (
      <Alert variant="secondary">
        {t('This package is paid in {currency}, and payments in real money are not available yet.', { currency: pkg.Currency })}{' '}
        <Link to={paths.store()}>{t('See the packages paid in Coins')}</Link>.
      </Alert>
    );
  }
  if (!userId) {
    return (
      <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{t('Log in to buy this package or send it as a gift.')}</span>
        <Link to={paths.login(location.pathname)} className="btn btn-primary btn-sm">
          {t('Log in')}
        </Link>
      </Alert>
    );
  }
  return <PurchasePanel pkg={pkg} onDone={onDone} />;
}

/** The subtitle follows the purchase: asking for a confirmation once it is done would read as a second charge. */
function purchaseSubtitle(done: StoreBuyAnswer | null) {
  if (!done) return t('Confirm your purchase');
  return done.purchase.gift ? t('Gift sent') : t('Purchase complete');
}

/** /store/confirmation/:id (docs/product-rules.md#pages-and-routes): the package, then buy for myself or gift it. */
export default function StoreConfirmationPage() {
  const { id } = useParams();
  const store = useStore();
  const [done, setDone] = useState<StoreBuyAnswer | null>(null);
  const packageId = /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  if (store.isPending) return <PageLoading label={t('Loading the package…')} />;
  if (store.isError) return <LoadError error={store.error} onRetry={() => void store.refetch()} />;
  const pkg = store.data.find((p) => p.id === packageId);
  if (!pkg) return <NotFound what="package" />;
  // A purchase belongs to its package: following a link to another package starts afresh.
  const doneHere = done?.purchase.package.id === pkg.id ? done : null;
  return (
    <>
      <PageHeader title={pkg.Name} subtitle={purchaseSubtitle(doneHere)} />
      <p>
        <Link to={paths.store()}>← {t('Back to the store')}</Link>
      </p>
      <Row className="g-4">
        <Col md={5}>
          <PackageSummary pkg={pkg} />
        </Col>
        <Col md={7}>
          <PurchaseSide key={pkg.id} pkg={pkg} done={doneHere} onDone={setDone} />
        </Col>
      </Row>
    </>
  );
}
