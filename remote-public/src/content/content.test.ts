// The content data against the spec's counts, and the generated files against the data.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { differentWeek } from './differentWeek';
import { documentCollections } from './documentCollections';
import { erasmusPosts } from './erasmus';
import { extracurricularActivities } from './extracurricular';
import { greenWeek } from './greenWeek';
import { competitions } from './competitions';
import { staffingDocuments, STAFFING_YEARS } from './staffing';
import { scholarshipDocuments } from './scholarships';

const counts = (sections: { gallery: { images: unknown[] } }[]) => sections.map((s) => s.gallery.images.length);
const assets = path.resolve(__dirname, '../assets');

describe('content data', () => {
  it('has the spec’s gallery sizes', () => {
    expect(counts(extracurricularActivities)).toEqual([4, 3, 3, 23]);
    expect(counts(differentWeek)).toEqual([15, 3]);
    expect(counts(greenWeek)).toEqual([23, 2]);
    expect(competitions.gallery.images).toHaveLength(8);
  });

  it('has seven Erasmus posts, newest first, at the spec’s places and months', () => {
    expect(erasmusPosts.map((p) => `${p.place.split(',')[0]} ${p.date.slice(0, 7)}`)).toEqual([
      'Istanbul 2023-05',
      'Nowa Sarzyna 2022-09',
      'Valea Florilor 2022-04',
      'Lanciano 2021-12',
      'Zlín 2021-09',
      'Valea Florilor 2021-01',
      'Valea Florilor 2020-11',
    ]);
    for (const post of erasmusPosts) expect(post.images.length).toBeGreaterThan(0);
  });

  it('has a staffing box per year from 2025 down to 2019, each with documents labelled by month and year', () => {
    expect(staffingDocuments.groups.map((g) => g.title)).toEqual(STAFFING_YEARS.map(String));
    expect(STAFFING_YEARS).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    for (const group of staffingDocuments.groups) {
      const docs = staffingDocuments.documents.filter((d) => d.group === group.id);
      expect(docs.length).toBeGreaterThan(0);
      for (const d of docs) expect(d.title).toMatch(new RegExp(`^(Ianuarie|Februarie|Martie|Aprilie|Mai|Iunie|Iulie|August|Septembrie|Octombrie|Noiembrie|Decembrie) ${group.title}$`));
    }
  });

  it('puts every scholarship document in one of the page’s groups', () => {
    const groupIds = new Set(scholarshipDocuments.groups.map((g) => g.id));
    for (const d of scholarshipDocuments.documents) expect(groupIds.has(d.group!)).toBe(true);
  });

  it('gives every document a unique id and uses correct Romanian letters (ș ț with a comma, not a cedilla)', () => {
    const all = documentCollections.flatMap((c) => c.documents);
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
    const texts = JSON.stringify([documentCollections, erasmusPosts, extracurricularActivities, differentWeek, greenWeek, competitions]);
    expect(texts).not.toMatch(/[şţŞŢ]/);
  });
});

describe('generated files', () => {
  /** The PDF's Title from its Info dictionary (UTF-16BE hex), and whether its xref offsets hold. */
  function readPdf(file: string) {
    const bytes = readFileSync(file);
    const text = bytes.toString('latin1');
    const hex = /\/Title <FEFF([0-9A-F]*)>/.exec(text)?.[1] ?? '';
    let title = '';
    for (let i = 0; i < hex.length; i += 4) title += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    const xrefOk = text.slice(startxref, startxref + 4) === 'xref';
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    const objectsOk = offsets.every((off, i) => text.slice(off).startsWith(`${i + 1} 0 obj`));
    return { title, valid: text.startsWith('%PDF-1.4') && text.trimEnd().endsWith('%%EOF') && xrefOk && objectsOk, size: bytes.length };
  }

  it('has a valid placeholder PDF per document, titled as the page lists it', () => {
    for (const collection of documentCollections) {
      for (const d of collection.documents) {
        const file = path.join(assets, 'documents', `${d.id}.pdf`);
        expect(existsSync(file)).toBe(true);
        const pdf = readPdf(file);
        expect(pdf).toEqual({ title: d.title, valid: true, size: expect.any(Number) });
        expect(pdf.size).toBeLessThan(4000);
      }
    }
  });

  it('has every photo in two WebP widths', () => {
    const dirs = readdirSync(path.join(assets, 'images'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(dirs.length).toBeGreaterThanOrEqual(18);
    for (const dir of dirs) {
      const files = readdirSync(path.join(assets, 'images', dir.name));
      const small = files.filter((f) => f.endsWith('-480.webp'));
      const large = files.filter((f) => f.endsWith('-960.webp'));
      expect(small.length).toBeGreaterThan(0);
      expect(large.map((f) => f.replace('-960', '-480'))).toEqual(small);
      const head = readFileSync(path.join(assets, 'images', dir.name, large[0]!)).subarray(0, 12).toString('latin1');
      expect(head.slice(0, 4) + head.slice(8, 12)).toBe('RIFFWEBP');
    }
  });
});
