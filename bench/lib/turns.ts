/**
 * One side's place in a turn-taking load: `take` waits for the side's turn, `pass` offers it
 * to the other side, `leave` says the side sends no more (the other then goes on alone).
 */
export type Turn = { take(): Promise<void>; pass(): void; leave(): void };

/** How long a side keeps its turn: its own background work (webhooks) then slows its own calls. */
const TURN_MS = 1000;

/**
 * Two loads of one client each, taking turns of about `turnMs` of calls (a call, or a
 * lifecycle, is never cut): a service scenario and its bare twin at 1 client then see the machine
 * in the same state, second by second, instead of one after the other (a p50 at 1 client moves
 * with what the machine does over minutes more than with what it is measuring). A turn spans many
 * calls so that what a side leaves running after a call (the service's webhook sends) lands on
 * its own next call, as it would for a lone client, not on the other side's. Side 0 goes first.
 */
export function takeTurns(turnMs = TURN_MS, now: () => number = () => performance.now()): [Turn, Turn] {
  let current = 0;
  let turnStarted = now();
  const left = [false, false];
  const waiting: Array<(() => void) | undefined> = [undefined, undefined];
  const handOver = (to: number) => {
    current = to;
    turnStarted = now();
    const resume = waiting[to];
    waiting[to] = undefined;
    resume?.();
  };
  const side = (me: number): Turn => ({
    take: () => (current === me ? Promise.resolve() : new Promise<void>((resolve) => (waiting[me] = resolve))),
    pass() {
      if (current === me && !left[1 - me] && now() - turnStarted >= turnMs) handOver(1 - me);
    },
    leave() {
      left[me] = true;
      if (current === me && !left[1 - me]) handOver(1 - me);
    },
  });
  return [side(0), side(1)];
}
