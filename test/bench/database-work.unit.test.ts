import net from 'node:net';
import { startRoundTripCounter } from '../../bench/lib/round-trips';
import { normalised } from '../../bench/lib/statement-counts';

// bench:anatomy's database work per call (ANATOMY_STATEMENTS): round trips counted on the wire
// by a relay (bench/lib/round-trips.ts), statements grouped by text (bench/lib/statement-counts.ts).

test('a statement kept under its literals and under placeholders reads as one text', () => {
  expect(normalised("select d.id from disputes d where d.status = 'open' and n <> 0")).toBe(
    normalised('select d.id from disputes d where d.status = $4 and n <> $15'),
  );
  expect(normalised('insert into t (a, b)\n  values ($1, $2), ($3, $4)')).toBe('insert into t (a, b) values (?, ?), (?, ?)');
  expect(normalised('select c3 from t2')).toBe('select c3 from t2'); // names keep their digits
});

/** A stand-in server: answers each byte it gets with "ok", `delayMs` later. */
async function answeringServer(delayMs: number): Promise<net.Server> {
  const server = net.createServer((socket) => socket.on('data', (d) => setTimeout(() => socket.write('ok'.repeat(d.length)), delayMs)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test('the relay counts a turn each time the client speaks after hearing from the server, by process', async () => {
  const server = await answeringServer(50);
  const relay = await startRoundTripCounter({ hostname: '127.0.0.1', port: (server.address() as net.AddressInfo).port }, () => []);
  const socket = net.connect(Number(relay.address.split(':')[1]), '127.0.0.1');
  const answers: string[] = [];
  socket.on('data', (d) => answers.push(d.toString()));
  const answered = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (answers.join('').length >= n * 2 ? resolve() : setTimeout(check, 5));
      check();
    });
  try {
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Two writes before any answer (a pipeline, here sent apart) are one turn; after the answers, one more.
    socket.write('a');
    await new Promise((resolve) => setTimeout(resolve, 15)); // the server answers 50 ms after each
    socket.write('b');
    await answered(2);
    socket.write('c');
    await answered(3);
    // The client is this process: `bench`.
    await relay.identified(); // the process lookup runs beside the traffic
    expect(relay.snapshot()).toEqual({ bench: 2 });
    expect(relay.bytes()).toEqual({ bench: { sent: 3, received: 6 } });
  } finally {
    socket.destroy();
    await relay.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
