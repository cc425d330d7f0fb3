import fs from 'node:fs';
import path from 'node:path';

// The README is the front door and docs/ a small book about the product as it is: both stay
// short enough to read, and every link in them leads somewhere inside the repository.

const ROOT = path.resolve(__dirname, '../..');
const pages = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Relative link targets of a Markdown page (`[text](target)`), without their #anchor. */
function relativeLinks(page: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]);
}

test('the README is at most 300 lines', () => {
  const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length;
  expect(lines).toBeLessThanOrEqual(300);
});

test('the book has the pages the README sends a reader to', () => {
  for (const page of ['getting-started', 'concepts', 'webhooks', 'operations', 'performance', 'decisions']) {
    expect(pages).toContain(`docs/${page}.md`);
  }
});

test.each(pages)('every relative link in %s resolves inside the repository', (page) => {
  const links = relativeLinks(page);
  const broken = links.filter((target) => {
    const resolved = path.resolve(ROOT, path.dirname(page), target);
    return !resolved.startsWith(ROOT + path.sep) || !fs.existsSync(resolved);
  });
  expect(broken).toEqual([]);
});

test('no page points outside the repository', () => {
  const outside = pages.filter((page) => /\.\.\/shared\b/.test(fs.readFileSync(path.join(ROOT, page), 'utf8')));
  expect(outside).toEqual([]);
});
