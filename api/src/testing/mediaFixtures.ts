// Files for the upload tests, made on the spot: photos with GPS and camera EXIF, a decompression
// bomb's header, documents, and files that only pretend to be documents.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { ApiClient } from './apiClient';

/** A JPEG as a phone writes it: EXIF orientation 6 (turned), GPS position, camera and author. */
export async function photoWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Artist: 'Ana Pop' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 26/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '26/1 6/1 0/1' },
    })
    .toBuffer();
}

/** A PNG of noise: incompressible, so its size grows with its area. */
export const noisyPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();

/** Whether EXIF data holds a GPS block (the GPSInfo tag, 0x8825, little-endian). */
export const hasGpsBlock = (exif: Buffer | undefined) => exif !== undefined && exif.includes(Buffer.from([0x25, 0x88]));

export const pngImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A few hundred bytes declaring a 50 000 × 50 000 image (2.5 gigapixels). */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(50_001);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal valid PDF. */
export const pdfDocument = () =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A zip entry's local or central header: its signature, then from `at` the fields both have (version needed, CRC, sizes, name length). */
function zipHeader(length: number, signature: number, at: number, crc: number, size: number, nameLength: number): Buffer {
  const header = Buffer.alloc(length);
  header.writeUInt32LE(signature, 0);
  header.writeUInt16LE(20, at);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
  return header;
}

/** A zip of uncompressed entries: enough for the Office and OpenDocument formats' signatures. */
export function storedZip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = zipHeader(30, 0x04034b50, 4, crc, data.length, fileName.length);
    const central = zipHeader(46, 0x02014b50, 6, crc, data.length, fileName.length);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const openXml = (part: string, type: string) =>
  storedZip([
    ['[Content_Types].xml', `<?xml version="1.0"?><Types><Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`],
    [part, '<?xml version="1.0"?><x/>'],
  ]);
const openDocument = (type: string) => storedZip([['mimetype', `application/vnd.oasis.opendocument.${type}`], ['content.xml', '<?xml version="1.0"?><x/>']]);

/** One document of each accepted office format, as file name and bytes. */
export const officeDocuments = (): [string, Buffer][] => [
  ['Raport.docx', openXml('word/document.xml', 'wordprocessingml.document')],
  ['Buget.xlsx', openXml('xl/workbook.xml', 'spreadsheetml.sheet')],
  ['Prezentare.pptx', openXml('ppt/presentation.xml', 'presentationml.presentation')],
  ['Cerere.odt', openDocument('text')],
  ['Situație.ods', openDocument('spreadsheet')],
];

export const htmlPage = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const svgImage = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');

export function uploadForm(name: string, bytes: Buffer, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

export const upload = (client: ApiClient, name: string, bytes: Buffer, fields?: Record<string, string>) =>
  client.request('POST', '/api/media', { rawBody: uploadForm(name, bytes, fields) });
