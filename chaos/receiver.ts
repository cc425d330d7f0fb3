import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Random } from './random';

/** One delivery as the receiver saw it: what it answered, and how long after the request came in. */
export type ReceivedDelivery = {
  eventId: string;
  status: number;
  receivedAt: number;
  answeredAt: number;
};

/** A 2xx the service can count: answered before its webhook timeout ran out. */
export function timelyAcknowledgement(d: ReceivedDelivery, timeoutMs: number): boolean {
  return d.status >= 200 && d.status <= 299 && d.answeredAt - d.receivedAt < timeoutMs;
}

/**
 * The merchant's webhook endpoint, in-process on loopback. A random share of deliveries is
 * answered badly, half of them 500 at once and half 200 only after the service's webhook
 * timeout (by then the service has given up on that attempt), so deliveries are retried and
 * some events run out of their attempts. Every answer is recorded with when it was given,
 * for the checks to compare with the service's own delivery records.
 */
export class ChaosReceiver {
  readonly deliveries: ReceivedDelivery[] = [];
  readonly typeOf = new Map<string, string>();
  answered500 = 0;
  answeredLate = 0;
  unparsable = 0;
  private readonly lateTimers = new Set<NodeJS.Timeout>();

  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const receivedAt = Date.now();
      let id: string | undefined;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: string; type?: string };
        id = typeof body.id === 'string' ? body.id : undefined;
        if (id && typeof body.type === 'string') this.typeOf.set(id, body.type);
      } catch {
        this.unparsable++;
      }
      const answer = (status: number) => {
        if (id) this.deliveries.push({ eventId: id, status, receivedAt, answeredAt: Date.now() });
        res.statusCode = status;
        res.end(status === 200 ? 'ok' : 'try again');
      };
      if (!this.random.chance(this.failShare)) return answer(200);
      if (this.random.chance(0.5)) {
        this.answered500++;
        return answer(500);
      }
      // Past the timeout by a margin, so the service has surely given up before the answer.
      this.answeredLate++;
      const timer = setTimeout(
        () => {
          this.lateTimers.delete(timer);
          answer(200);
        },
        this.timeoutMs + 1000 + this.random.int(0, 1000),
      );
      this.lateTimers.add(timer);
    });
  });

  constructor(
    private readonly random: Random,
    private readonly failShare: number,
    /** The service's WEBHOOK_TIMEOUT_MS. */
    readonly timeoutMs: number,
  ) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** The deliveries of each event, in the order they were answered. */
  byEvent(): Map<string, ReceivedDelivery[]> {
    const out = new Map<string, ReceivedDelivery[]>();
    for (const d of this.deliveries) out.set(d.eventId, [...(out.get(d.eventId) ?? []), d]);
    return out;
  }

  /** Late answers still to be given (the drain waits for the service, not for these). */
  get lateAnswersPending(): number {
    return this.lateTimers.size;
  }

  async stop(): Promise<void> {
    for (const timer of this.lateTimers) clearTimeout(timer);
    this.lateTimers.clear();
    if (!this.server.listening) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
