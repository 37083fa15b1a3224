#!/usr/bin/env node
// Writes the public pages' placeholder photos: we have no school photos, so each gallery gets
// honest placeholders that say what they stand for ("Săptămâna Verde 2024-2025 — foto 7").
// Each image is drawn on a canvas in headless Chromium (playwright-core, already a dev
// dependency; Debian's /usr/bin/chromium) and exported as WebP in two widths, plus an index.ts
// per gallery that imports the files (webpack emits them) and lists them with their sizes.
//
//   node remote-public/scripts/generatePlaceholderImages.mjs
//
// The output is committed; run this again only when the catalogue below changes.
import { chromium } from 'playwright-core';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from './loadContent.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const imagesDir = path.resolve(here, '../src/assets/images');
const WIDTHS = [480, 960];
const RATIO = 2 / 3; // 3:2 landscape

/** Every gallery of the public pages: folder id, the label drawn on it, how many photos. */
export const catalogue = [
  { id: 'erasmus-istanbul-2023', label: 'Erasmus+ Colourful Numbers, Istanbul, mai 2023', count: 4 },
  { id: 'erasmus-nowa-sarzyna-2022', label: 'Erasmus+ Colourful Numbers, Nowa Sarzyna, septembrie 2022', count: 4 },
  { id: 'erasmus-valea-florilor-2022', label: 'Erasmus+ Colourful Numbers, Valea Florilor, aprilie 2022', count: 4 },
  { id: 'erasmus-lanciano-2021', label: 'Erasmus+ Colourful Numbers, Lanciano, decembrie 2021', count: 3 },
  { id: 'erasmus-zlin-2021', label: 'Erasmus+ Colourful Numbers, Zlín, septembrie 2021', count: 3 },
  { id: 'erasmus-calendar-2021', label: 'Calendarul matematicienilor celebri, ianuarie 2021', count: 2 },
  { id: 'erasmus-anunt-2020', label: 'Anunțul proiectului Erasmus+, noiembrie 2020', count: 1 },
  { id: 'istoric', label: 'Istoricul școlii', count: 1 },
  { id: 'concursuri-2023-2024', label: 'Concursuri și olimpiade 2023-2024, clasele V-VIII', count: 8 },
  { id: 'extrascolare-eminescu-2025', label: 'Ziua lui Mihai Eminescu, 15.01.2025', count: 4 },
  { id: 'extrascolare-craciun', label: 'Povestea Crăciunului', count: 3 },
  { id: 'extrascolare-2024-2025', label: 'Activități extrașcolare 2024-2025', count: 3 },
  { id: 'extrascolare-2023-2024', label: 'Activități extrașcolare 2023-2024', count: 23 },
  { id: 'saptamana-altfel-2024-2025', label: 'Săptămâna Altfel 2024-2025', count: 15 },
  { id: 'saptamana-altfel-2023-2024', label: 'Săptămâna Altfel 2023-2024', count: 3 },
  { id: 'saptamana-verde-2024-2025', label: 'Săptămâna Verde 2024-2025', count: 23 },
  { id: 'saptamana-verde-2023-2024', label: 'Săptămâna Verde 2023-2024', count: 2 },
];

/** Runs in the page: draws one placeholder and answers its WebP bytes as base64. */
/* global document */
async function drawPlaceholder({ width, height, hue, title, subtitle, note, lines }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  const s = width / 960;
  const font = (px, weight = 'normal') => `${weight} ${Math.round(px * s)}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  if (lines) {
    // A schedule drawn as a plain table: the school-year structure.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = `hsl(${hue} 55% 35%)`;
    ctx.fillRect(0, 0, width, 70 * s);
    ctx.fillStyle = '#ffffff';
    ctx.font = font(30, 'bold');
    ctx.textBaseline = 'middle';
    ctx.fillText(title, 24 * s, 35 * s);
    const rowH = (height - 110 * s) / lines.length;
    lines.forEach(([label, period], i) => {
      const y = 80 * s + i * rowH;
      ctx.fillStyle = i % 2 ? '#ffffff' : `hsl(${hue} 40% 94%)`;
      ctx.fillRect(0, y, width, rowH);
      ctx.fillStyle = '#1b2430';
      ctx.font = font(19, label.startsWith('Modulul') ? 'bold' : 'normal');
      ctx.fillText(label, 24 * s, y + rowH / 2);
      ctx.font = font(19);
      ctx.fillText(period, 460 * s, y + rowH / 2);
    });
    ctx.fillStyle = '#596273';
    ctx.font = font(15);
    ctx.fillText(note, 24 * s, height - 16 * s);
  } else {
    const g = ctx.createLinearGradient(0, 0, width, height);
    g.addColorStop(0, `hsl(${hue} 45% 88%)`);
    g.addColorStop(1, `hsl(${(hue + 40) % 360} 45% 76%)`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
    // A simple camera outline, so it reads as "a photo goes here".
    ctx.strokeStyle = `hsl(${hue} 35% 40% / 0.35)`;
    ctx.lineWidth = 10 * s;
    const cx = width / 2;
    const cy = height * 0.3;
    ctx.strokeRect(cx - 70 * s, cy - 42 * s, 140 * s, 90 * s);
    ctx.beginPath();
    ctx.arc(cx, cy + 3 * s, 28 * s, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = '#1b2430';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    // Wrap the title on words to the canvas width.
    ctx.font = font(38, 'bold');
    const words = title.split(' ');
    const rows = [];
    let row = '';
    for (const w of words) {
      const next = row ? `${row} ${w}` : w;
      if (ctx.measureText(next).width > width * 0.88 && row) {
        rows.push(row);
        row = w;
      } else row = next;
    }
    rows.push(row);
    const top = height * 0.56 - ((rows.length - 1) * 46 * s) / 2;
    rows.forEach((r, i) => ctx.fillText(r, cx, top + i * 46 * s));
    ctx.font = font(34, 'bold');
    ctx.fillText(subtitle, cx, top + rows.length * 46 * s + 8 * s);
    ctx.font = font(20);
    ctx.fillStyle = '#2d3645';
    ctx.fillText(note, cx, height - 30 * s);
  }
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.8));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function hueOf(text) {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)) % 360;
  return h;
}

const pad = (n) => String(n).padStart(2, '0');

function indexModule(items) {
  const imports = [];
  const rows = [];
  for (const it of items) {
    const base = `foto-${pad(it.number)}`;
    imports.push(`import p${it.number}w480 from './${base}-480.webp';`, `import p${it.number}w960 from './${base}-960.webp';`);
    rows.push(
      `  { number: ${it.number}, label: ${JSON.stringify(it.label)}, small: p${it.number}w480, large: p${it.number}w960, width: 960, height: ${Math.round(960 * RATIO)} },`,
    );
  }
  return [
    '// Generated by remote-public/scripts/generatePlaceholderImages.mjs — do not edit by hand.',
    "import type { GeneratedPhoto } from '../types';",
    ...imports,
    '',
    'export const photos: GeneratedPhoto[] = [',
    ...rows,
    '];',
    '',
  ].join('\n');
}

async function main() {
  const structure = await loadContent(path.resolve(here, '../src/content/schoolYearStructure.ts'));
  const jobs = catalogue.map((g) => ({ ...g }));
  jobs.push({
    id: 'structura-anului-scolar-2024-2025',
    label: `Structura anului școlar ${structure.SCHOOL_YEAR}`,
    count: 1,
    lines: [...structure.schoolYearStructure, ...structure.schoolYearPrograms].map((r) => [r.label, r.period]),
  });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="ro"><meta charset="utf-8"><body></body></html>');
    let files = 0;
    for (const g of jobs) {
      const dir = path.join(imagesDir, g.id);
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      const items = [];
      for (let n = 1; n <= g.count; n += 1) {
        const label = g.lines ? g.label : `${g.label} — foto ${n}`;
        for (const width of WIDTHS) {
          const base64 = await page.evaluate(drawPlaceholder, {
            width,
            height: Math.round(width * RATIO),
            hue: hueOf(g.id),
            title: g.lines ? g.label : g.label,
            subtitle: `foto ${n}`,
            note: g.lines
              ? 'Imagine generată din aceleași date ca tabelul de pe pagină.'
              : 'Imagine provizorie: fotografia școlii va fi adăugată.',
            lines: g.lines ?? null,
          });
          await writeFile(path.join(dir, `foto-${pad(n)}-${width}.webp`), Buffer.from(base64, 'base64'));
          files += 1;
        }
        items.push({ number: n, label });
      }
      await writeFile(path.join(dir, 'index.ts'), indexModule(items));
    }
    console.log(`Wrote ${files} WebP files in ${jobs.length} galleries under ${path.relative(process.cwd(), imagesDir)}`);
  } finally {
    await browser.close();
  }
}

await main();
