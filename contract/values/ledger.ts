// The coin ledger's codes, shared by the server that writes the rows and the dashboard that names them.

/** Non-player accounts coins move between. */
export type LedgerAccount = 'escrow' | 'tax' | 'forfeit' | 'store' | 'adjustment';

/** Why coins moved, named as the seed names its history so old and new rows read alike. */
export type LedgerReason =
  'bet' | 'bet_tax' | 'bet_win' | 'bet_refund' | 'bet_forfeit' | 'purchase' | 'package' | 'adjustment' | 'refund' | 'package_refund' | 'bet_void';

/** The demo seed's last row of each player, carrying the rest of the balance: its reason and its account. */
export type SeedLedgerCode = 'seed';
