import net from 'node:net';

/**
 * A TCP hop between an API process and PostgreSQL that a test can take down and bring back,
 * as the network or a database restart would: `refuse()` stops accepting connections (new
 * ones get ECONNREFUSED), `resume()` accepts again on the same port. Bytes pass untouched.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly upstreams = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      this.upstreams.add(upstream);
      upstream.once('close', () => this.upstreams.delete(upstream));
      client.pipe(upstream).pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.once('error', end).once('close', end);
      upstream.once('error', end).once('close', end);
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** The local ports of the connections to PostgreSQL: `client_port` in pg_stat_activity. */
  upstreamPorts(): number[] {
    return [...this.upstreams].map((s) => s.localPort).filter((p): p is number => p !== undefined);
  }

  /** Stops accepting at once; open connections stay until either side closes them. */
  refuse(): void {
    // close() stops listening now; its callback would wait for the open connections.
    this.server?.close();
    this.server = undefined;
  }

  resume(): Promise<void> {
    return this.start();
  }

  stop(): void {
    this.refuse();
    for (const s of this.upstreams) s.destroy(); // and with it the client side
  }
}
