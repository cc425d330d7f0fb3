import type Router from '@koa/router';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { CheckoutRow, feesView, findSessionById, startFailed } from '../src/checkout/session-store';
import { ServiceError } from '../src/errors';
import { getMerchant } from '../src/merchants/merchants';
import { koboToNaira } from '../src/money';
import { completeCheckout } from './checkout-calls';
import { html, Html, trusted } from './dashboard/html';
import { naira } from './dashboard/money-format';
import type { AppDeps } from './deps';

// The hosted checkout page (decisions.md "Sandbox"): plain server-rendered HTML at
// {PUBLIC_BASE_URL}/checkout/{checkoutId}, no key needed (the unguessable id is the
// capability). Sandbox sessions get Pay and Decline buttons: ordinary form POSTs that do
// what POST /api/v1/sandbox/checkouts/{id}/complete does, then return the payer to the
// callbackUrl (?checkoutId=…&status=…) or show the result. Rendered with the dashboard's
// `html` template, which escapes every value it is given.

const CHANNEL_LABELS: Record<string, string> = { card: 'Card', bank: 'Bank', bank_transfer: 'Bank transfer', ussd: 'USSD' };

// The page's own look (a payer's page, not the dashboard's): one inline stylesheet, constant.
const STYLE = trusted(`body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:2rem 1rem;color:#1d2330}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}table{width:100%;border-collapse:collapse;margin:1rem 0}
td{padding:.35rem 0}td.n{text-align:right}tr.total td{border-top:1px solid #ddd;font-weight:600}
.badge{display:inline-block;padding:.1rem .5rem;border-radius:1rem;background:#eef;font-size:.85rem}
.sandbox{border:1px dashed #c90;border-radius:8px;padding:1rem;margin-top:1rem}
button{font-size:1rem;padding:.6rem 1.2rem;border-radius:6px;border:0;cursor:pointer;margin-right:.5rem}
.pay{background:#0a7d38;color:#fff}.decline{background:#b3261e;color:#fff}`);

function layout(title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
${STYLE}
</style>
</head>
<body><main>
${body}
</main></body>
</html>
`;
}

function sendHtml(ctx: Context, status: number, page: Html): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' https:; frame-ancestors 'none'");
  ctx.body = page.text;
}

/** A page that says one thing: its title as heading, and a line of text. */
const notice = (title: string, text: Html | string) => layout(title, html`<h1>${title}</h1><p>${text}</p>`);

function notFound(ctx: Context): void {
  sendHtml(ctx, 404, notice('Checkout not found', 'This payment link is not valid.'));
}

async function renderSession(deps: AppDeps, row: CheckoutRow): Promise<Html> {
  const merchant = await getMerchant(deps.sql, row.merchant_id);
  const fees = feesView(row.amount, row.merchant_fee);
  const feeRow = (label: string, amount: number) => html`<tr><td>${label}</td><td class="n">${naira(amount)}</td></tr>`;
  const channels = row.payment_methods.map((m) => CHANNEL_LABELS[m] ?? m);
  let actions: Html;
  if (row.status === 'completed') {
    actions = html`<p><strong>This payment is complete.</strong></p>`;
  } else if (startFailed(row)) {
    actions = html`<p><strong>This payment could not be started.</strong> Ask the merchant for a new payment link.</p>`;
  } else if (row.plane === 'test') {
    const id = encodeURIComponent(row.id);
    actions = html`<div class="sandbox">
<p><span class="badge">Sandbox</span> No real money moves. Choose the outcome of this test payment.</p>
<form method="post" action="/checkout/${id}/pay">
${row.payment_methods.map(
  (
    m,
    i,
  ) => html`<label><input type="radio" name="channel" value="${m}"${i === 0 ? html` checked` : ''}> ${CHANNEL_LABELS[m] ?? m}</label><br>
`,
)}<p><button class="pay" type="submit">Pay ${naira(fees.chargedAmount)}</button></p>
</form>
<form method="post" action="/checkout/${id}/decline"><button class="decline" type="submit">Decline</button></form>
</div>`;
  } else {
    actions = html`<p>Payment options are provided by the payment provider.</p>`;
  }
  const statusLine = row.status === 'failed' && !startFailed(row) ? html`<p><span class="badge">Last attempt declined</span></p>` : '';
  const payee = merchant?.name ?? 'merchant';
  return layout(
    `Pay ${payee}`,
    html`<h1>Pay ${payee}</h1>
${statusLine}
<table>
${feeRow('Amount', koboToNaira(row.amount))}
${feeRow('Provider fee', fees.providerFee)}
${feeRow('Platform fee', fees.platformFee)}
${fees.merchantFee > 0 ? feeRow('Merchant fee', fees.merchantFee) : ''}
<tr class="total"><td>You pay</td><td class="n">${naira(fees.chargedAmount)}</td></tr>
</table>
<p>Payment methods: ${channels.join(', ')}</p>
<p><small>Reference ${row.id} · ${row.currency}</small></p>
${actions}`,
  );
}

async function readForm(ctx: Context): Promise<URLSearchParams> {
  try {
    const raw = await getRawBody(ctx.req, { limit: 16 * 1024, encoding: 'utf8' });
    return new URLSearchParams(raw);
  } catch {
    return new URLSearchParams();
  }
}

function returnAddress(callbackUrl: string, checkoutId: string, status: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('checkoutId', checkoutId);
  url.searchParams.set('status', status);
  return url.toString();
}

/** A Pay or Decline button press. */
async function submit(deps: AppDeps, ctx: Context, outcome: 'success' | 'failure'): Promise<void> {
  const row = await findSessionById(deps.sql, String(ctx.params.checkoutId));
  if (!row) return notFound(ctx);
  if (row.plane !== 'test') {
    return sendHtml(ctx, 403, notice('Not available', 'Sandbox buttons work for test sessions only.'));
  }
  const form = await readForm(ctx);
  let status: string;
  try {
    const done = await completeCheckout(deps, row, { outcome, channel: form.get('channel') ?? undefined });
    status = done.outcome === 'success' ? 'completed' : 'failed';
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    return sendHtml(ctx, err.status, notice('Payment not possible', err.message));
  }
  if (row.callback_url) {
    ctx.status = 303;
    ctx.redirect(returnAddress(row.callback_url, row.id, status));
    return;
  }
  const fresh = (await findSessionById(deps.sql, row.id))!;
  const title = status === 'completed' ? 'Payment complete' : 'Payment declined';
  sendHtml(
    ctx,
    200,
    layout(
      title,
      html`<h1>${title}</h1><p>${naira(feesView(fresh.amount, fresh.merchant_fee).chargedAmount)} · ${fresh.id}</p><p>Status: <strong>${fresh.status}</strong></p>`,
    ),
  );
}

export function mountCheckoutPages(router: Router, deps: AppDeps): void {
  router.get('/checkout/:checkoutId', async (ctx) => {
    const row = await findSessionById(deps.sql, ctx.params.checkoutId);
    if (!row) return notFound(ctx);
    sendHtml(ctx, 200, await renderSession(deps, row));
  });
  router.post('/checkout/:checkoutId/pay', (ctx) => submit(deps, ctx, 'success'));
  router.post('/checkout/:checkoutId/decline', (ctx) => submit(deps, ctx, 'failure'));
}
