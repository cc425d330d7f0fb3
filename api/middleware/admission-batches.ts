import type { Sql } from '../../src/db';
import { Admission, AdmissionRow, admissionStatement } from './admission-statement';

type Waiter = { resolve: (row: AdmissionRow | undefined) => void; reject: (err: unknown) => void };
type Lane = { admission: Admission; waiting: Waiter[]; busy: boolean };

/**
 * Concurrent admissions of one key, family and window share one statement. While one is in
 * flight, the requests that arrive queue up; the next statement judges the key once for all
 * of them and bumps the counter by their number, and each gets its own count in arrival
 * order. The counter stays in PostgreSQL, so every replica still counts into the same row
 * (a batch takes its numbers in one atomic update); a lone request goes out at once, as
 * before. Every request is judged by a statement sent after it arrived, so a suspension
 * still refuses the next request.
 */
export class AdmissionBatches {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly pool: Sql) {}

  /** The request's admission row, its `count` its own number in the window. */
  admit(admission: Admission): Promise<AdmissionRow | undefined> {
    const id = `${admission.cacheKey} ${admission.window.family} ${admission.window.windowStart.getTime()}`;
    let lane = this.lanes.get(id);
    if (!lane) {
      lane = { admission, waiting: [], busy: false };
      this.lanes.set(id, lane);
    }
    const answer = new Promise<AdmissionRow | undefined>((resolve, reject) => lane.waiting.push({ resolve, reject }));
    if (!lane.busy) this.send(id, lane);
    return answer;
  }

  private send(id: string, lane: Lane): void {
    const batch = lane.waiting;
    lane.waiting = [];
    lane.busy = true;
    admissionStatement(this.pool, lane.admission, batch.length)
      .then(
        (row) => {
          batch.forEach((waiter, i) => {
            // The statement returns the count after the whole batch: number i of n is count - n + 1 + i.
            waiter.resolve(row && row.count !== null ? { ...row, count: row.count - batch.length + 1 + i } : row);
          });
        },
        (err: unknown) => batch.forEach((waiter) => waiter.reject(err)),
      )
      .finally(() => {
        lane.busy = false;
        if (lane.waiting.length > 0) this.send(id, lane);
        else this.lanes.delete(id);
      });
  }
}
