import { spawn } from 'node:child_process';
import path from 'node:path';

// PDF text for tests: pdf-parse (pdf.js) in a child Node process (see pdf-text.cjs for why).

export type PdfText = { pages: string[]; text: string };

export function pdfText(bytes: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'pdf-text.cjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdf-text exited ${code}: ${Buffer.concat(err).toString()}`));
      const { pages } = JSON.parse(Buffer.concat(out).toString('utf8')) as { pages: string[] };
      resolve({ pages, text: pages.join('\n') });
    });
    child.stdin.end(bytes);
  });
}
