import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = {
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  body: { id: string; type: string; createdAt: string; data: Record<string, any>; meta: Record<string, any> };
  receivedAt: number;
};

/**
 * A merchant's webhook endpoint on loopback: records every delivery and answers with the
 * next planned status (default 200), optionally after a delay.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private plan: Array<{ status: number; delayMs?: number; gate?: Promise<void> }> = [];
  private waiters: Array<() => void> = [];
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const step = this.plan.shift() ?? { status: 200 };
      const reply = () => {
        this.received.push({ headers: req.headers, rawBody, body: JSON.parse(rawBody), receivedAt: Date.now() });
        res.statusCode = step.status;
        res.end('ok');
        this.waiters.splice(0).forEach((w) => w());
      };
      if (step.gate) void step.gate.then(reply);
      else if (step.delayMs) setTimeout(reply, step.delayMs);
      else reply();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** The next deliveries answer with these statuses, in order. */
  respondWith(...statuses: number[]): void {
    this.plan.push(...statuses.map((status) => ({ status })));
  }

  respondSlowly(delayMs: number, status = 200): void {
    this.plan.push({ status, delayMs });
  }

  /** The next delivery is held unanswered until the returned function is called (an endpoint that does not answer yet). */
  holdNext(status = 200): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.plan.push({ status, gate });
    return release;
  }

  ofType(type: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.body.type === type);
  }

  /** Resolves once `predicate` holds for what was received (polls on each delivery). */
  async waitFor(predicate: (received: ReceivedWebhook[]) => boolean, timeoutMs = 15_000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > deadline)
        throw new Error(`webhooks not received in time; got ${this.received.map((r) => r.body.type).join(', ') || 'none'}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.received;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
