// Text forms of statement values shared by the CSV and the PDF.

/** Kobo as naira with exactly two decimals ("1500.00", "-12.05"), never via a float. */
export function nairaText(kobo: bigint): string {
  const sign = kobo < 0n ? '-' : '';
  const abs = kobo < 0n ? -kobo : kobo;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The same with thousands separators, for people ("1,500.00"). */
export function nairaDisplay(kobo: bigint): string {
  const [whole, decimals] = nairaText(kobo).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

/** "2025-01-31 09:30:00 UTC"-style without the zone: statements are in UTC. */
export function utcText(at: Date): string {
  return at.toISOString().replace('T', ' ').slice(0, 19);
}

/** A file name stamp: 20250131-093000. */
export function fileStamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}
