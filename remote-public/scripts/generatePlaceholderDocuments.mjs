#!/usr/bin/env node
// Writes the placeholder PDFs the public pages link to. We do not have the school's real
// documents, so each is a one-page PDF that says it is a placeholder and carries the title the
// page gives it (shared/scripts/placeholderPdf.mjs). Titles and file names come from the content
// data (src/content), read with esbuild.
//
//   node remote-public/scripts/generatePlaceholderDocuments.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeholderPdf } from '../../shared/scripts/placeholderPdf.mjs';
import { loadContent } from './loadContent.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const contentEntry = path.resolve(here, '../src/content/documentCollections.ts');

async function main() {
  const { documentCollections } = await loadContent(contentEntry);
  let count = 0;
  for (const collection of documentCollections) {
    for (const doc of collection.documents) {
      // loadContent turns each imported .pdf into its absolute path.
      if (!doc.href.endsWith('.pdf')) throw new Error(`${doc.id}: not a PDF we serve: ${doc.href}`);
      await mkdir(path.dirname(doc.href), { recursive: true });
      await writeFile(doc.href, placeholderPdf({ title: doc.title, collection: collection.title }));
      count += 1;
    }
  }
  console.log(`Wrote ${count} placeholder PDFs`);
}

await main();
