#!/usr/bin/env node
// Writes the placeholder PDF the host's navbar links to ("Proiect Erasmus+" under Proiecte: the
// spec's entry is an external file). We do not have the school's real document, so, like the public
// pages' documents, it is a one-page PDF that says it is a placeholder (shared/scripts/placeholderPdf.mjs).
// The webpack build copies host/public/documents into dist as-is.
//
//   node host/scripts/generatePlaceholderDocuments.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeholderPdf } from '../../shared/scripts/placeholderPdf.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const documentsDir = path.resolve(here, '../public/documents');

/** Kept in step with ERASMUS_PLUS_DOCUMENT in src/shells/navItems.ts. */
const DOCUMENTS = [{ file: 'proiect-erasmus-plus.pdf', title: 'Proiect Erasmus+', collection: 'Proiecte' }];

await mkdir(documentsDir, { recursive: true });
for (const { file, title, collection } of DOCUMENTS) {
  await writeFile(path.join(documentsDir, file), placeholderPdf({ title, collection }));
}
console.log(`Wrote ${DOCUMENTS.length} placeholder PDF(s) to ${path.relative(process.cwd(), documentsDir) || '.'}`);
