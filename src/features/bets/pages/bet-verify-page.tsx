import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { flipMessage, verifyFlip, FAIR_FLIP_ALGORITHM, type FlipProof } from '@contract/rules/fair-flip';
import type { Bet } from '@contract/types/bets';
import { NotFound } from '@/components/layout/not-found';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { PlayerName } from '@/components/ui/player-name';
import { toApiError } from '@/lib/api-error';
import { betVerifyQuery } from '../api/bets';
import { Hex } from '../components/fairness';
import { VOIDED_BET_TEXT } from '../voided-bet';
import '../bets.css';
import { t } from '@/lib/i18n/translate';

const parseId = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/** /bet/verify/:id: anyone recomputes a finished flip in the browser (Web Crypto) and sees each step. */
export default function BetVerifyPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFound what="bet" />;
  return <VerifyBet key={id} id={id} />;
}

function VerifyBet({ id }: { id: number }) {
  const query = useQuery(betVerifyQuery(id));
  const header = (
    <PageHeader
      title={t('Verify bet #{id}', { id: String(id) })}
      subtitle={t("Recompute this coin flip yourself: nothing here takes the server's word for it.")}
    />
  );
  if (query.isPending) return <PageLoading label={t('Loading the bet…')} />;
  if (query.isError) {
    if (toApiError(query.error).status === 404) return <NotFound what="bet" />;
    return (
      <>
        {header}
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return (
    <>
      {header}
      <BetProof bet={query.data} />
      <p className="mt-4">
        <Link to={paths.bet()}>{t('Back to the bets')}</Link>
      </p>
    </>
  );
}

function BetProof({ bet }: { bet: Bet }) {
  if (bet.Status === 'voided') {
    return (
      <Card body>
        <p className="mb-0">
          {t(VOIDED_BET_TEXT)} {t('Its flip, if there was one, no longer counts.')}
        </p>
      </Card>
    );
  }
  if (!bet.ServerSeedHash) {
    return <p className="lead">{t('This bet was placed before coin flips became provably fair, so it has no commitment to check.')}</p>;
  }
  if (bet.Status !== 'joined' || !bet.ServerSeed || !bet.ClientSeed || bet.Side === null) {
    return (
      <Card body>
        <p>
          {bet.Status === 'cancelled'
            ? t('This bet was cancelled before anyone joined, so no coin was flipped and the server keeps its seed secret.')
            : t('Nobody has joined this bet yet. The server has committed to its secret seed; it is revealed the moment the coin is flipped.')}
        </p>
        <p className="mb-1 small text-body-secondary">{t('Published commitment, SHA-256 of the server seed:')}</p>
        <Hex value={bet.ServerSeedHash} label={t('Server seed SHA-256')} />
      </Card>
    );
  }
  return <FinishedFlip bet={{ ...bet, ServerSeedHash: bet.ServerSeedHash, ServerSeed: bet.ServerSeed, ClientSeed: bet.ClientSeed, Side: bet.Side }} />;
}

type FinishedBet = Bet & { ServerSeedHash: string; ServerSeed: string; ClientSeed: string; Side: boolean };

function Check({ ok }: { ok: boolean }) {
  return ok ? (
    <Badge bg="success" className="ms-2">
      {t('matches')}
    </Badge>
  ) : (
    <Badge bg="danger" className="ms-2">
      {t('does not match')}
    </Badge>
  );
}

function FinishedFlip({ bet }: { bet: FinishedBet }) {
  const [proof, setProof] = useState<FlipProof | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    verifyFlip(bet).then(
      (p) => live && setProof(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [bet]);

  if (failed) return <p className="text-danger">{t('This browser cannot compute SHA-256 (Web Crypto needs a secure connection).')}</p>;
  if (!proof) return <PageLoading label={t('Recomputing the flip…')} />;
  const winner = bet.Side ? bet.target : bet.user;
  const firstByte = parseInt(proof.digest.slice(0, 2), 16);
  const verdict = proof.commitmentHolds && proof.sideHolds;
  return (
    <div className="fair-proof" data-testid="fair-proof" data-verdict={verdict ? 'fair' : 'unfair'}>
      <p className={`lead fw-semibold ${verdict ? 'text-success' : 'text-danger'}`} role="status">
        {verdict ? t('This flip was fair: every step below checks out.') : t('This flip does not check out.')}
      </p>
      <p>
        <PlayerName user={bet.user} /> {t('(heads) against')} {bet.target ? <PlayerName user={bet.target} /> : t('a deleted player')}{' '}
        {t('(tails), {coins} Coins each.', { coins: bet.Coins })}{' '}
        {winner && (
          <>
            <PlayerName user={winner} /> {t('won.')}
          </>
        )}
      </p>
      <ol className="fair-steps">
        <li>
          <h2 className="h6">{t('The server committed to a secret seed when the bet was created')}</h2>
          <p className="mb-1 small text-body-secondary">{t('Published commitment:')}</p>
          <Hex value={bet.ServerSeedHash} label={t('Published SHA-256')} />
        </li>
        <li>
          <h2 className="h6">{t('After the flip it revealed the seed; its SHA-256, computed in your browser:')}</h2>
          <Hex value={bet.ServerSeed} label={t('Revealed server seed')} />
          <p className="mb-1 mt-2 small text-body-secondary">{t('SHA-256 of the revealed seed:')}</p>
          <Hex value={proof.computedHash} label={t('Computed SHA-256')} />
          <Check ok={proof.commitmentHolds} />
        </li>
        <li>
          <h2 className="h6">{t("The joiner's seed and the bet id make the message")}</h2>
          <Hex value={flipMessage(bet.ClientSeed, bet.id)} label={t('Message')} />
        </li>
        <li>
          <h2 className="h6">{t('HMAC-SHA256 of the message, keyed with the server seed')}</h2>
          <Hex value={proof.digest} label="HMAC-SHA256" />
        </li>
        <li>
          <h2 className="h6">{t('The lowest bit of the first byte decides')}</h2>
          <p className="mb-0">
            {firstByte % 2
              ? t('First byte 0x{hex} = {value}, which is odd: tails, the joiner wins.', { hex: proof.digest.slice(0, 2), value: String(firstByte) })
              : t('First byte 0x{hex} = {value}, which is even: heads, the creator wins.', { hex: proof.digest.slice(0, 2), value: String(firstByte) })}
            <Check ok={proof.sideHolds} />
          </p>
        </li>
      </ol>
      <p className="small text-body-secondary">
        {t('Method: {method}. You can check it anywhere, e.g.', { method: FAIR_FLIP_ALGORITHM })}{' '}
        <code>
          echo -n &apos;{flipMessage(bet.ClientSeed, bet.id)}&apos; | openssl dgst -sha256 -hmac &apos;{bet.ServerSeed}&apos;
        </code>
      </p>
    </div>
  );
}
