import { koboToNaira } from '../../src/money';
import { html, Html } from './html';

/** ₦1,234.50 from kobo (a bigint, or its decimal string as the API's views carry it). */
export function nairaFromKobo(kobo: bigint | string): string {
  return naira(koboToNaira(BigInt(kobo)));
}

/** ₦1,234.50 from naira, as the API's views carry amounts. */
export function naira(amount: number | string): string {
  return `₦${Number(amount).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A timestamp as people read it (UTC, to the minute). */
export const when = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '');

/** To the second, where seconds matter (webhook attempts are 15 s apart). */
export const whenToTheSecond = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 19).replace('T', ' ')} UTC` : '');

/** A moment in a table whose header says UTC: on one line, with its exact time for machines. */
export function timeCell(iso: string | null | undefined, toTheSecond = false): Html | '' {
  if (!iso) return '';
  return html`<time class="at" datetime="${iso}">${iso.slice(0, toTheSecond ? 19 : 16).replace('T', ' ')}</time>`;
}
