import type { Bet } from '@contract/types/bets';

export type BetRowAction = 'cancel' | 'join' | 'watch';

/**
 * docs/product-rules.md#states-and-transitions: Cancel if open and owned by the viewer; Join if open and someone else's; Watch if already
 * joined. Visitors get no action (they are asked to log in instead).
 */
export function betRowAction(bet: Pick<Bet, 'UserID' | 'TargetID'>, viewerId: number | undefined): BetRowAction | null {
  if (bet.TargetID !== null) return 'watch';
  if (viewerId === undefined) return null;
  return bet.UserID === viewerId ? 'cancel' : 'join';
}
