// A retried activity meeting its own earlier attempt. An attempt can time out while its
// transaction is still open (a stalled database, a long lock wait) and commit afterwards,
// when the retry has already looked for its work and not found it. The retry then meets that
// work as a conflict: a row holding its unique key once it has the locks it waited for, or a
// unique violation. A conflict with the write's own identity (the object id, operation id or
// movement id the retry carries too) is its earlier attempt, to carry on with; only another
// object's use of the key is a refusal.

/** Who holds a unique key (a reference) a create wants: nobody, its own earlier attempt, or another object. */
export type KeyHolder<R> = { holder: 'none' } | { holder: 'own'; row: R } | { holder: 'other'; row: R };

/**
 * The holder, from the rows found by the create's own id or by the key (read after the locks
 * were taken, so an earlier attempt that committed meanwhile is among them). A row with the
 * create's id is its own earlier attempt, whatever else is found.
 */
export function holderOfKey<R extends { id: string }>(rows: readonly R[], ownId: string): KeyHolder<R> {
  const own = rows.find((row) => row.id === ownId);
  if (own) return { holder: 'own', row: own };
  return rows.length > 0 ? { holder: 'other', row: rows[0] } : { holder: 'none' };
}

const UNIQUE_VIOLATION = '23505';

/** A unique violation on one of `constraints` (PostgreSQL's names, e.g. `withdrawals_pkey`). */
export function isUniqueViolation(err: unknown, constraints: readonly string[]): boolean {
  const e = err as { code?: string; constraint_name?: string } | null;
  return e?.code === UNIQUE_VIOLATION && constraints.includes(e.constraint_name ?? '');
}

export type OnConflict<T> = {
  /** The unique keys of the write's identity and of what it claims (its reference). */
  constraints: readonly string[];
  /** The write's own earlier attempt, read afresh (its answer as it would have given it), else null. */
  earlier: () => Promise<T | null>;
  /** The refusal when the key is another object's; unset: the violation itself is thrown. */
  refusal?: () => Error;
};

/**
 * Runs a write's transaction. Should it fail on one of its unique keys, a concurrent
 * transaction took the key first: this write's own earlier attempt when `earlier` finds it
 * (answered with it), another object's use otherwise (refused).
 */
export async function orOwnEarlierAttempt<T>(write: () => Promise<T>, onConflict: OnConflict<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err, onConflict.constraints)) throw err;
    const earlier = await onConflict.earlier();
    if (earlier !== null) return earlier;
    throw onConflict.refusal?.() ?? err;
  }
}
