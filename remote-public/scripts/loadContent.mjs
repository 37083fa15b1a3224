// Loads a TypeScript content module from src/content in Node, for the generators: esbuild
// bundles it, and every imported .pdf/.webp becomes its absolute file path (the file need not
// exist yet — the generators are what create it).
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const assetsAsPaths = {
  name: 'assets-as-paths',
  setup(b) {
    b.onResolve({ filter: /\.(pdf|webp)$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path),
      namespace: 'asset-path',
    }));
    b.onLoad({ filter: /.*/, namespace: 'asset-path' }, (args) => ({
      contents: `export default ${JSON.stringify(args.path)};`,
      loader: 'js',
    }));
  },
};

export async function loadContent(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    // Only the content's own modules: nothing from node_modules is needed to read plain data.
    external: ['react', 'react-dom', 'styled-components', '@school/shared'],
    plugins: [assetsAsPaths],
    logLevel: 'silent',
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'school-content-'));
  const file = path.join(dir, 'content.mjs');
  try {
    await writeFile(file, result.outputFiles[0].text);
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
