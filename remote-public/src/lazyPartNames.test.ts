// Each part of a public page loaded on demand is named as webpack names its chunk: the renderer finds
// a part's scripts by that name in the build's chunk-groups.json (scripts/prerender/loadedDocument.mjs),
// so an import() left unnamed, or named otherwise, would leave its scripts out of a snapshot.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const sources = (readdirSync(__dirname, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(__dirname, file), 'utf8') }));

const NAMED_IMPORT = /(?:lazyPart|askForPart|page)\('([^']+)', \(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//;

it('names every on-demand import of the public pages as its chunk', () => {
  const imports = sources.flatMap(({ file, text }) => text.split('\n').filter((line) => line.includes('=> import(')).map((line) => ({ file, line: line.trim() })));
  expect(imports.length).toBeGreaterThan(20);
  for (const { file, line } of imports) {
    const [, part, chunk] = line.match(NAMED_IMPORT) ?? [];
    expect({ file, line, part }).toEqual({ file, line, part: chunk ?? '(a chunk name)' });
  }
});
