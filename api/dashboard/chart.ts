import type { VolumeDay } from '../../src/dashboard/overview';
import { html, Html } from './html';
import { nairaFromKobo } from './money-format';

// The overview's volume chart, drawn on the server as SVG (the CSP allows no script): a bar
// per day, the largest day's figure on the axis, the first, middle and last dates under it.
// Its title and description say the figures in words, and the same figures follow as a table.

const WIDTH = 640;
const HEIGHT = 200;
const LEFT = 8;
const RIGHT = 8;
const TOP = 24;
const BOTTOM = 28;

/** A day label as people read it: "3 May". */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function volumeChart(days: readonly VolumeDay[], titleText: string): Html {
  const max = days.reduce((m, d) => (d.amount > m ? d.amount : m), 0n);
  const total = days.reduce((sum, d) => sum + d.amount, 0n);
  const holds = days.reduce((sum, d) => sum + d.holds, 0);
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / days.length;
  const barWidth = Math.max(2, slot * 0.7);
  const best = days.find((d) => d.amount === max && max > 0n);
  const description =
    max === 0n
      ? `No hold was funded in these ${days.length} days.`
      : `${nairaFromKobo(total)} in ${holds} holds over ${days.length} days, from ${dayLabel(days[0].day)} to ${dayLabel(days[days.length - 1].day)}; the largest day was ${dayLabel(best!.day)} with ${nairaFromKobo(best!.amount)}.`;
  const bars = days.map((d, i) => {
    const h = max === 0n ? 0 : Math.max(d.amount > 0n ? 1 : 0, (Number(d.amount) / Number(max)) * plotHeight);
    const x = LEFT + i * slot + (slot - barWidth) / 2;
    return html`<rect class="bar" x="${x.toFixed(1)}" y="${(TOP + plotHeight - h).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${h.toFixed(1)}"><title>${dayLabel(d.day)}: ${nairaFromKobo(d.amount)} (${d.holds} holds)</title></rect>`;
  });
  const tick = (i: number, anchor: string) =>
    html`<text x="${(LEFT + i * slot + slot / 2).toFixed(1)}" y="${HEIGHT - 8}" text-anchor="${anchor}">${dayLabel(days[i].day)}</text>`;
  return html`<figure class="chart">
<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="volume-title volume-desc" xmlns="http://www.w3.org/2000/svg">
<title id="volume-title">${titleText}</title>
<desc id="volume-desc">${description}</desc>
<text x="${LEFT}" y="14">${max === 0n ? 'No holds funded' : `Largest day: ${nairaFromKobo(max)}`}</text>
<line class="axis" x1="${LEFT}" y1="${TOP + plotHeight + 0.5}" x2="${WIDTH - RIGHT}" y2="${TOP + plotHeight + 0.5}"></line>
${bars}
${tick(0, 'start')}${tick(Math.floor(days.length / 2), 'middle')}${tick(days.length - 1, 'end')}
</svg>
<figcaption data-testid="volume-summary">${description}</figcaption>
</figure>`;
}
