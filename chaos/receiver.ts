import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Random } from './random';

/**
 * The merchant's webhook endpoint, in-process on loopback: records every delivery by event
 * id and answers 200, or 500 for a small random share so the service's retries are exercised.
 */
export class ChaosReceiver {
  /** Event id → the statuses this receiver answered for it, in order. */
  readonly answers = new Map<string, number[]>();
  readonly typeOf = new Map<string, string>();
  deliveries = 0;
  answered500 = 0;
  unparsable = 0;

  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      this.deliveries++;
      let id: string | undefined;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: string; type?: string };
        id = typeof body.id === 'string' ? body.id : undefined;
        if (id && typeof body.type === 'string') this.typeOf.set(id, body.type);
      } catch {
        this.unparsable++;
      }
      const status = this.random.chance(this.failShare) ? 500 : 200;
      if (status === 500) this.answered500++;
      if (id) this.answers.set(id, [...(this.answers.get(id) ?? []), status]);
      res.statusCode = status;
      res.end(status === 200 ? 'ok' : 'try again');
    });
  });

  constructor(private readonly random: Random, private readonly failShare: number) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** Event ids this receiver acknowledged (answered 200) at least once. */
  acknowledged(id: string): boolean {
    return (this.answers.get(id) ?? []).includes(200);
  }

  async stop(): Promise<void> {
    if (!this.server.listening) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
