import { lazy, Suspense, useCallback, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { useBootstrap } from '@/lib/bootstrap';
import { useCoins } from '@/lib/coins';
import { PageHeader } from '@/components/layout/page-header';
import { AlertStack } from '@/components/ui/alert-stack';
import { useErrorDisplay } from '@/components/errors/use-error-display';
import type { ApiError } from '@/lib/api-error';
import { BetTable } from '../components/bet-table';
import { CANCEL_MODAL_ID, JOIN_MODAL_ID, WATCH_MODAL_ID } from '../components/bet-modal-ids';
import { useTarget } from '@/components/ui/targets';
import '../bets.css';
import { t } from '@/lib/i18n/translate';

// The form (formik) loads after the page's first paint, and only for a signed-in player.
const NewBetForm = lazyPart(() => import('../components/new-bet-form').then((m) => ({ default: m.NewBetForm })));

// The join, watch and cancel modals load once the player first chooses a bet.
const BetModals = lazy(() => import('../components/bet-modals'));

/** Holds the form's place while it loads, so nothing below it moves. */
const NewBetFormPlaceholder = () => <div className="new-bet-form-placeholder placeholder-glow" aria-busy="true" />;

/** /bet: open bets, the new-bet form, and the join, watch and cancel modals (docs/product-rules.md#pages-and-routes, docs/product-rules.md#states-and-transitions, docs/product-rules.md#http-contract). */
export default function BetPage() {
  const { userId, settings } = useBootstrap();
  const coins = useCoins();
  const { alerts, dismiss, showError, showMessages } = useErrorDisplay();
  const [selected, setSelected] = useState<number | null>(null);

  const onFindError = useCallback((error: ApiError) => showError(error), [showError]);
  const taxLabel = t('{percent}% tax', { percent: settings.betTaxPercent });
  // Registered here, so the click that chooses a bet opens its modal even before the modals are loaded.
  useTarget(JOIN_MODAL_ID, 'modal');
  useTarget(WATCH_MODAL_ID, 'modal');
  useTarget(CANCEL_MODAL_ID, 'modal');

  return (
    <>
      <PageHeader
        title={t('Coin flip bets')}
        subtitle={t('Put coins on a coin flip against another player. Heads, the creator wins; tails, the joiner wins.')}
      />
      <Row className="g-4">
        <Col lg={4}>
          <Card className="bet-form-card">
            <Card.Body>
              <h2 className="h5">{t('Place a bet')}</h2>
              {/* docs/product-rules.md#error-messages: bet find and cancel errors show as danger alerts on the bet form. */}
              <AlertStack alerts={alerts} onDismiss={dismiss} />
              {userId ? (
                <>
                  <p className="bet-balance mb-3">
                    {t('Your balance:')} <strong data-testid="bet-balance">{formatNumber(coins ?? 0)}</strong> {t('Coins')}
                  </p>
                  <Suspense fallback={<NewBetFormPlaceholder />}>
                    <NewBetForm onCreated={(answer) => showMessages('success', [answer.message])} />
                  </Suspense>
                </>
              ) : (
                <div className="text-center py-2">
                  <p>{t('Log in to place, join and cancel bets.')}</p>
                  <Link to={paths.login(paths.bet())} className="btn btn-warning">
                    {t('Log in')}
                  </Link>
                  <p className="small text-body-secondary mt-2 mb-0">
                    {t('No account yet?')} <Link to={paths.register()}>{t('Register')}</Link>
                  </p>
                </div>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={8}>
          <Card className="bet-table-card">
            <Card.Body>
              <h2 className="h5 d-flex flex-wrap align-items-baseline gap-2">
                {t('Open bets')}{' '}
                <span className="badge text-bg-secondary fw-normal" data-testid="bet-tax-label">
                  {taxLabel}
                </span>
              </h2>
              <BetTable list="open" caption={t('Open bets ({tax})', { tax: taxLabel })} onSelect={setSelected} />
            </Card.Body>
          </Card>
          <Card className="bet-table-card mt-4">
            <Card.Body>
              <h2 className="h5">{t('Latest flips')}</h2>
              <BetTable list="joined" caption={t('Latest flips')} onSelect={setSelected} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      {selected !== null && (
        <Suspense fallback={null}>
          <BetModals betId={selected} onFindError={onFindError} onCancelled={(answer) => showMessages('success', [answer.message])} />
        </Suspense>
      )}
    </>
  );
}
