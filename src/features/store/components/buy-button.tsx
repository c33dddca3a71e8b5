import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { StorePackage } from '@contract/types/store';
import { useBootstrap } from '@/lib/bootstrap';
import { unavailableReason } from '../package-state';
import { t } from '@/lib/i18n/translate';

/** Buy (to the confirmation page), or why not: out of stock, real money, or log in first. */
export function BuyButton({ pkg, className = '' }: { pkg: StorePackage; className?: string }) {
  const { userId } = useBootstrap();
  const reason = unavailableReason(pkg);
  if (reason) {
    return (
      <Button variant="secondary" disabled className={className} aria-label={t("{name} can't be bought", { name: pkg.Name })}>
        {reason === 'out-of-stock' ? t('Out of stock') : t('Not available yet')}
      </Button>
    );
  }
  const confirmation = paths.storeConfirmation(pkg.id);
  if (!userId) {
    return (
      <Link to={paths.login(confirmation)} className={`btn btn-outline-primary ${className}`}>
        {t('Log in to buy')}
      </Link>
    );
  }
  return (
    <Link to={confirmation} className={`btn btn-warning fw-semibold ${className}`} aria-label={t('Buy {name}', { name: pkg.Name })}>
      {t('Buy or gift')}
    </Link>
  );
}
