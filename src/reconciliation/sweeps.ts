// The ledger's own bookings a reconciliation sweeps for those the provider has no record of,
// in the order a run sweeps them (workflow-safe: the reconciliation workflow walks them).

export const LEDGER_SWEEPS = ['payments', 'deposits', 'withdrawals', 'refunds'] as const;
export type LedgerSweep = (typeof LEDGER_SWEEPS)[number];

/** Where a sweep stands: the last booking examined (its booking time and id). */
export type SweepCursor = { at: string; id: string } | null;
