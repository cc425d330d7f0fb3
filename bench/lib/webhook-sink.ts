import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The merchant's webhook endpoint during a bench: answers 200 at once and counts what
 * arrived, so webhook delivery is part of the measured load without slowing it down.
 */
export class WebhookSink {
  received = 0;
  readonly byType: Record<string, number> = {};
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      this.received++;
      try {
        const type = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type?: unknown }).type);
        this.byType[type] = (this.byType[type] ?? 0) + 1;
      } catch {
        this.byType['(unparsable)'] = (this.byType['(unparsable)'] ?? 0) + 1;
      }
      res.statusCode = 200;
      res.end('ok');
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks`;
  }

  async stop(): Promise<void> {
    if (!this.server.listening) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
