import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { CLIENT_SEED_PATTERN } from '@contract/rules/fair-flip';
import type { Bet } from '@contract/types/bets';
import { t } from '@/lib/i18n/translate';

// Provably fair flips: the commitment a player sees before joining, and the proof after.

/** A long hex value that wraps on a phone instead of widening the modal. */
export function Hex({ value, label }: { value: string; label: string }) {
  return (
    <code className="fair-hex" aria-label={label}>
      {value}
    </code>
  );
}

/** A blank seed lets the server draw one; otherwise the server's own rule applies. */
export const clientSeedValid = (seed: string) => seed.trim() === '' || CLIENT_SEED_PATTERN.test(seed.trim());

/** Before the flip: the server's published commitment, and the joiner's own seed (editable). */
export function FairnessCommitment({ bet, clientSeed, onClientSeed }: { bet: Bet; clientSeed: string; onClientSeed: (seed: string) => void }) {
  if (!bet.ServerSeedHash) return null;
  return (
    <details className="fairness small mt-3">
      <summary>{t('Provably fair: how this flip is decided')}</summary>
      <p className="mt-2 mb-1">{t('The server locked in its secret seed when this bet was created. Its SHA-256 fingerprint is:')}</p>
      <Hex value={bet.ServerSeedHash} label={t('Server seed SHA-256')} />
      <Form.Group controlId="fair-client-seed" className="mt-2">
        <Form.Label className="mb-1">{t('Your seed (mixed into the flip; change it if you like)')}</Form.Label>
        <Form.Control
          size="sm"
          value={clientSeed}
          maxLength={64}
          onChange={(e) => onClientSeed(e.target.value)}
          aria-describedby="fair-client-seed-help"
          autoComplete="off"
          spellCheck={false}
          isInvalid={!clientSeedValid(clientSeed)}
        />
        <Form.Control.Feedback type="invalid">{t('Use 1 to 64 visible characters, without spaces or colons.')}</Form.Control.Feedback>
        <Form.Text id="fair-client-seed-help">
          {t('1 to 64 characters, no spaces or colons. After the flip the server reveals its seed, so you can check the result.')}
        </Form.Text>
      </Form.Group>
    </details>
  );
}

/** After the flip: the revealed seeds and a link to recompute the result. */
export function FairnessProof({ bet }: { bet: Bet }) {
  if (!bet.ServerSeed || !bet.ClientSeed) return null;
  return (
    <p className="fairness small text-body-secondary mt-2 mb-0">
      {t('Provably fair: the server seed is now revealed.')}{' '}
      <Link to={paths.betVerify(bet.id)} data-testid="verify-link">
        {t('Verify this flip')}
      </Link>
    </p>
  );
}
