import Card from 'react-bootstrap/Card';
import { Stars } from 'react-bootstrap-icons';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import type { StoreBuyAnswer } from '@contract/types/store';
import { DateText } from '@/components/ui/date-text';
import { PlayerName } from '@/components/ui/player-name';
import { PackageRewards } from './package-rewards';

/** After a purchase: what was granted to whom, and the new balance. */
export function PurchaseDone({ answer }: { answer: StoreBuyAnswer }) {
  const { purchase } = answer;
  const { recipient, granted } = purchase;
  return (
    <Card border="success" className="purchase-done" data-testid="purchase-done">
      <Card.Body>
        <h2 className="h4 text-success">
          <Stars className="me-1 text-warning" aria-hidden="true" />
          {purchase.gift ? 'Gift sent!' : 'Purchase complete!'}
        </h2>
        <p role="status">{answer.message}</p>
        <h3 className="h6">
          {purchase.gift ? (
            <>
              <PlayerName user={recipient} /> received:
            </>
          ) : (
            'You received:'
          )}
        </h3>
        <PackageRewards rewards={granted} className="mb-3" />
        {granted.VipUntil && (
          <p className="small">
            VIP until <DateText iso={granted.VipUntil} />.
          </p>
        )}
        <p className="mb-4">
          Your balance: <strong data-testid="balance-after-purchase">{formatNumber(answer.coins)}</strong> Coins
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.store()} className="btn btn-primary">
            Back to the store
          </Link>
          <Link to={paths.character(recipient.id)} className="btn btn-outline-secondary">
            {purchase.gift ? `See ${recipient.Username}'s profile` : 'See your profile'}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
