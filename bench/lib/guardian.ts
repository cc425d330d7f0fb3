import fs from 'node:fs';
import postgres from 'postgres';
import type { GuardianMessage } from './guardian-client';

// A small detached process that outlives the bench. The bench tells it over IPC what it has
// started (process groups, the database, temp files). If the bench dies without saying
// "done" (killed, crashed, or SIGKILLed by tsx's signal relay on a busy machine after a
// Ctrl-C), the IPC channel closes and this process stops and removes all of it.
// Run as its own process by guardian-client.ts; never import this file.
const groups = new Set<number>();
const files = new Set<string>();
let database: { adminUrl: string; name: string } | undefined;
let done = false;

const alive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};
const signal = (pgid: number, sig: NodeJS.Signals) => {
  try {
    process.kill(-pgid, sig);
  } catch {
    // already gone
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function cleanUp(): Promise<void> {
  const started = [...groups].reverse();
  for (const pgid of started) signal(pgid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (started.some(alive) && Date.now() < deadline) await sleep(200);
  for (const pgid of started) signal(pgid, 'SIGKILL');
  if (database) {
    const admin = postgres(database.adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${database.name}" with (force)`).catch((err) => console.error(`drop failed: ${err}`));
    await admin.end();
  }
  for (const file of files) fs.rmSync(file, { force: true, recursive: true });
  console.log(
    `bench guardian: the bench died before cleaning up; stopped ${started.length} process group(s)${database ? `, dropped ${database.name}` : ''}`,
  );
}

process.on('message', (message: GuardianMessage) => {
  if (message.type === 'group') groups.add(message.pgid);
  if (message.type === 'database') database = { adminUrl: message.adminUrl, name: message.name };
  if (message.type === 'file') files.add(message.path);
  if (message.type === 'done') done = true;
});
process.on('disconnect', () => {
  if (done) process.exit(0);
  void cleanUp().finally(() => process.exit(0));
});
// Ctrl-C reaches the bench's process group only; this process is detached from it anyway.
process.on('SIGINT', () => {});
process.send?.({ type: 'ready' });
