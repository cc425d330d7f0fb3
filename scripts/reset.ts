import path from 'node:path';
import { resetLocalState } from './start/reset';

// `npm run reset`: what `npm start` keeps is gone, and the next `npm start` begins afresh
// (scripts/start/reset.ts). Exit 1, with nothing deleted, while `npm start` runs.
const dataDir = path.resolve(__dirname, '..', '.data');
try {
  const { removed, left } = resetLocalState(dataDir);
  if (removed.length === 0) console.log('Nothing to reset: there is no .data/ here.');
  for (const dir of removed)
    console.log(`removed ${path.relative(process.cwd(), dir).startsWith('..') ? dir : path.relative(process.cwd(), dir) || dir}`);
  for (const dir of left) console.log(`left ${dir} (.data/postgres linked to it, but npm start did not make it)`);
  if (removed.length > 0) console.log('The next npm start begins afresh: new keys, a new sandbox merchant, empty databases.');
} catch (err) {
  console.error(`npm run reset: ${(err as Error).message}`);
  process.exitCode = 1;
}
