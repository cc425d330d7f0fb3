import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxiedRequest = { method: string; path: string; idempotencyKey: string | undefined; answered: number | 'lost' };

/**
 * An HTTP hop in front of the real API that loses answers on purpose: the next `lose(n)`
 * requests reach the service and are executed there, but the client's connection is cut
 * before the answer reaches it (a timeout or a dropped connection after the write committed).
 * Every request passing through is recorded.
 */
export class LossyHttpProxy {
  readonly seen: ProxiedRequest[] = [];
  private toLose = 0;
  private readonly server = http.createServer((req, res) => this.forward(req, res));

  constructor(private readonly upstream: string) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next `count` answers are lost after the service produced them. */
  lose(count: number): void {
    this.toLose += count;
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    const record: ProxiedRequest = {
      method: req.method!,
      path: req.url!,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      answered: 'lost',
    };
    this.seen.push(record);
    const lose = this.toLose > 0;
    if (lose) this.toLose--;
    const target = new URL(req.url!, this.upstream);
    const out = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        if (lose) return void req.socket.destroy(); // the service answered; the client never hears it
        record.answered = answer.statusCode!;
        res.writeHead(answer.statusCode!, answer.headers).end(Buffer.concat(chunks));
      });
    });
    out.on('error', () => req.socket.destroy());
    req.pipe(out);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
