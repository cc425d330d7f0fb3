import { durationInWords, HoldDeadlines, timeLeftInWords } from '../../src/dashboard/time-left';
import { html, Html } from './html';
import { when } from './money-format';

// A hold's deadlines on the dashboard, rendered on the server with the time left judged by
// the hold's clock at the moment of the request (no script: the CSP allows none).

/** The escrow list's cell: what the timer will do and when, else the deadline set, else a dash. */
export function deadlineCell(hold: HoldDeadlines, realNowMs = Date.now()): Html | string {
  const left = timeLeftInWords(hold, realNowMs);
  const at = left ? (hold.status === 'awaiting_funding' ? hold.fundingDeadline : hold.releaseAt) : null;
  if (left) return html`${left}<br><small>${when(at)}</small>`;
  if (hold.inspectionPeriod && hold.status === 'awaiting_funding')
    return `inspection period ${durationInWords(hold.inspectionPeriod)} from funding`;
  return '—';
}

/** The escrow page's facts: each deadline that still counts, the time left in words, and the sandbox clock's lead. */
export function deadlineFacts(hold: HoldDeadlines & { fundedAt: string | null }, realNowMs = Date.now()): Html {
  // Once funded, the funding deadline is moot: the hold can no longer lapse for want of money.
  const funded = hold.fundedAt !== null;
  const left = timeLeftInWords(hold, realNowMs);
  const offset = hold.testClockOffset ?? 0;
  return html`${hold.inspectionPeriod ? html`<dt>Inspection period</dt><dd>${durationInWords(hold.inspectionPeriod)} from funding</dd>` : ''}
${hold.fundingDeadline && !funded ? html`<dt>Funding deadline</dt><dd>${when(hold.fundingDeadline)}</dd>` : ''}
${hold.releaseAt ? html`<dt>Automatic release at</dt><dd>${when(hold.releaseAt)}</dd>` : ''}
${left ? html`<dt>Time left</dt><dd data-testid="time-left">${left[0].toUpperCase()}${left.slice(1)}</dd>` : ''}
${offset > 0 ? html`<dt>Sandbox clock</dt><dd>${durationInWords(offset)} ahead of real time (deadlines are on this clock)</dd>` : ''}`;
}
