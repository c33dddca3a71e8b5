import Card from 'react-bootstrap/Card';
import { Stars } from 'react-bootstrap-icons';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import type { StoreBuyAnswer } from '@contract/types/store';
import { DateText } from '@/components/ui/date-text';
import { PlayerName } from '@/components/ui/player-name';
import { PackageRewards } from './package-rewards';
import { t } from '@/lib/i18n/translate';

/** After a purchase: what was granted to whom, and the new balance. */
export function PurchaseDone({ answer }: { answer: StoreBuyAnswer }) {
  const { purchase } = answer;
  const { recipient, granted } = purchase;
  return (
    <Card border="success" className="purchase-done" data-testid="purchase-done">
      <Card.Body>
        <h2 className="h4 text-success">
          <Stars className="me-1 text-warning" aria-hidden="true" />
          {purchase.gift ? t('Gift sent!') : t('Purchase complete!')}
        </h2>
        <p role="status">{answer.message}</p>
        <h3 className="h6">
          {purchase.gift ? (
            <>
              <PlayerName user={recipient} /> {t('received:')}
            </>
          ) : (
            t('You received:')
          )}
        </h3>
        <PackageRewards rewards={granted} className="mb-3" />
        {granted.VipUntil && (
          <p className="small">
            {t('VIP until')} <DateText iso={granted.VipUntil} />.
          </p>
        )}
        <p className="mb-4">
          {t('Your balance:')} <strong data-testid="balance-after-purchase">{formatNumber(answer.coins)}</strong> {t('Coins')}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.store()} className="btn btn-primary">
            {t('Back to the store')}
          </Link>
          <Link to={paths.character(recipient.id)} className="btn btn-outline-secondary">
            {purchase.gift ? t("See {name}'s profile", { name: recipient.Username }) : t('See your profile')}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
