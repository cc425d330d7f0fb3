import type Koa from 'koa';

// Paystack's answer shapes: `{ status: true, message, data }`, errors `{ status: false, message }`.

export type Ctx = Koa.ParameterizedContext & { params: Record<string, string>; request: Koa.Request & { body?: any } };

export function ok(ctx: Ctx, message: string, data: unknown, meta?: unknown, status = 200): void {
  ctx.status = status;
  ctx.body = { status: true, message, data, ...(meta === undefined ? {} : { meta }) };
}

export function fail(ctx: Ctx, status: number, message: string): void {
  ctx.status = status;
  ctx.body = { status: false, message };
}

/** Kobo as Paystack takes it: an integer, or a string of one. */
export function koboOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}
