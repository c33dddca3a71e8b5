import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BetFindAnswer } from '@contract/types/bets';
import { PageLoading } from '@/components/layout/page-loading';
import { TargetModal } from '@/components/ui/target-modal';
import { useTarget } from '@/components/ui/targets';
import { toApiError, type ApiError } from '@/lib/api-error';
import { betQueryOptions } from '../api/bets';
import { t } from '@/lib/i18n/translate';

export interface BetModalFrameProps {
  /** The modal's id; row buttons open it with data-modal-target="#id". */
  modalId: string;
  title: string;
  betId: number | null;
  /** docs/product-rules.md#error-messages: a find error closes the modal and shows on the bet form. */
  onFindError: (error: ApiError) => void;
  children: (bet: BetFindAnswer, close: () => void) => ReactNode;
}

/** A bet modal: loads GET /api/bet/find/{id} first, then shows its content for that bet. */
export function BetModalFrame({ modalId, title, betId, onFindError, children }: BetModalFrameProps) {
  const { open, setOpen } = useTarget(modalId, 'modal');
  const queryClient = useQueryClient();
  const options = betQueryOptions(betId ?? 0);
  const query = useQuery({ ...options, enabled: open && betId !== null });
  // How many answers this bet's query has had (read on each render; a new answer re-renders).
  const reads = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;

  const failed = open && query.isError && !query.isFetching;
  // Once per failure, with the callbacks of that moment.
  const closeOnFailure = useEffectEvent(() => {
    setOpen(false);
    onFindError(toApiError(query.error));
  });
  useEffect(() => {
    if (failed) closeOnFailure();
  }, [failed]);

  // Each opening shows the bet as it is now, never a read cached from an earlier opening: the
  // content waits for a read that arrived after this opening (later refetches keep it shown).
  const [openedAt, setOpenedAt] = useState<{ betId: number | null; reads: number } | null>(null);
  if (open && (openedAt === null || openedAt.betId !== betId)) setOpenedAt({ betId, reads });
  if (!open && openedAt !== null) setOpenedAt(null);
  // Read on every render: React Query re-renders for the fields a render reads, and an answer must.
  const bet = query.data;
  const fresh = openedAt !== null && openedAt.betId === betId && reads > openedAt.reads;
  const ready = fresh && bet && bet.id === betId && !query.isError;
  return (
    <TargetModal id={modalId} title={title}>
      {ready ? children(bet, () => setOpen(false)) : <PageLoading label={t('Loading the bet…')} />}
    </TargetModal>
  );
}
