/** A promise's outcome as a value, so two statements sent at once can both be waited for and then judged in order. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
