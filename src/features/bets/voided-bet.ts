import { msg } from '@/lib/i18n/translate';
/**
 * What a player reads about a bet the staff voided (docs/dashboard.md): whatever it was, open or
 * flipped, each player got their stake back, so it can no longer be joined, cancelled or watched.
 */
export const VOIDED_BET_TEXT = msg('This bet was voided by the staff: each player got their stake back.');
