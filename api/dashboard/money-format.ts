import { koboToNaira } from '../../src/money';

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
