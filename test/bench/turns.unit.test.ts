import { takeTurns } from '../../bench/lib/turns';

// Two 1-client loads taking turns (bench/lib/turns.ts): a side keeps the turn for its calls
// until the turn's time is up, then the other side goes; a side that is done leaves the
// other to go on alone.

type Clock = { now: () => number; advance: (ms: number) => void };
function clock(): Clock {
  let t = 0;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

/** Runs `calls` calls on a side, each taking `callMs`, recording who called when. */
async function side(name: string, turn: ReturnType<typeof takeTurns>[number], c: Clock, calls: number, callMs: number, log: string[]) {
  try {
    for (let i = 0; i < calls; i++) {
      await turn.take();
      log.push(name);
      c.advance(callMs);
      await Promise.resolve(); // the call's answer arrives later
      turn.pass();
    }
  } finally {
    turn.leave();
  }
}

test('a side keeps its turn for about turnMs of calls, then the other side goes', async () => {
  const c = clock();
  const [a, b] = takeTurns(100, c.now);
  const log: string[] = [];
  await Promise.all([side('a', a, c, 6, 40, log), side('b', b, c, 6, 40, log)]);
  // 40 ms calls: the turn passes after the call that reaches 100 ms (the third).
  expect(log.join('')).toBe('aaabbbaaabbb');
});

test('never two calls at once, and a side left alone runs to its end', async () => {
  const c = clock();
  const [a, b] = takeTurns(50, c.now);
  const log: string[] = [];
  let inFlight = 0;
  let most = 0;
  const counted = (turn: typeof a) => ({
    take: async () => {
      await turn.take();
      inFlight++;
      most = Math.max(most, inFlight);
    },
    pass: () => {
      inFlight--;
      turn.pass();
    },
    leave: () => turn.leave(),
  });
  await Promise.all([side('a', counted(a), c, 2, 60, log), side('b', counted(b), c, 5, 60, log)]);
  expect(log.join('')).toBe('ababbbb'); // a has 2 calls, b 5: b makes its last 3 alone
  expect(most).toBe(1);
});
