import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

// No module of the service's own folders imports itself back through others (type-only imports
// count too, as `npx madge --circular --extensions ts <dir>` counts them): a circle means two
// modules that cannot be read, changed or tested one without the other.

const ROOT = path.resolve(__dirname, '..');
const FOLDERS = ['api', 'src', 'workflows', 'temporal', 'activities', 'worker', 'cli'];
const COMPILER_OPTIONS: ts.CompilerOptions = { module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, resolveJsonModule: true };

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const importsByFile = new Map<string, string[]>();

/** The project files `file` imports (TypeScript's own parser and module resolution; packages left out). */
function importsOf(file: string): string[] {
  let found = importsByFile.get(file);
  if (!found) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    found = importedFiles.flatMap(({ fileName }) => {
      if (!fileName.startsWith('.')) return [];
      const resolved = ts.resolveModuleName(fileName, file, COMPILER_OPTIONS, ts.sys).resolvedModule;
      return resolved && !resolved.isExternalLibraryImport && resolved.extension === ts.Extension.Ts ? [path.resolve(resolved.resolvedFileName)] : [];
    });
    importsByFile.set(file, found);
  }
  return found;
}

/** Every circle among the files reachable from `roots`, each once, as a path from a file back to itself. */
function circles(roots: string[]): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      found.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const next of importsOf(file)) visit(next);
    onPath.pop();
    done.add(file);
  };
  roots.forEach(visit);
  return found;
}

const relative = (cycle: string[]) => cycle.map((file) => path.relative(ROOT, file)).join(' > ');

describe('import circles', () => {
  it('finds the imports it follows', () => {
    // Type-only and value imports alike (else the check below could pass on nothing).
    expect(importsOf(path.join(ROOT, 'api', 'envelope.ts'))).toEqual(
      expect.arrayContaining([path.join(ROOT, 'api', 'route.ts'), path.join(ROOT, 'src', 'errors.ts')]),
    );
    // A circle made on purpose is found, through a type-only import too.
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'import-circle-'));
    try {
      fs.writeFileSync(path.join(made, 'a.ts'), "import { b } from './b';\nexport type A = { b: typeof b };\n");
      fs.writeFileSync(path.join(made, 'b.ts'), "import type { A } from './a';\nexport const b: A | undefined = undefined;\n");
      fs.writeFileSync(path.join(made, 'c.ts'), "import { b } from './b';\nexport const c = b;\n");
      const inMade = (cycle: string[]) => cycle.map((file) => path.relative(made, file));
      expect(circles([path.join(made, 'c.ts')]).map(inMade)).toEqual([['b.ts', 'a.ts', 'b.ts']]);
    } finally {
      fs.rmSync(made, { recursive: true, force: true });
    }
  });

  it.each(FOLDERS)('has none in %s/', (folder) => {
    expect(circles(tsFiles(path.join(ROOT, folder))).map(relative)).toEqual([]);
  });
});
