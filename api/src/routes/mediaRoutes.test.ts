// Uploads: who may, what is accepted (by the bytes), how images come out (turned, resized, without
// any metadata), and the library's reads and writes. Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import sharp from 'sharp';
import { json } from '../testing/apiClient';
import { hasGpsBlock, htmlPage, noisyPng, officeDocuments, storedZip, pdfDocument, photoWithGps, pngBomb, pngImage, svgImage, upload } from '../testing/mediaFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: {} });
});
afterAll(() => api.close());

async function editor() {
  return api.signedIn('MANAGER');
}

async function fileBytes(client: Awaited<ReturnType<typeof editor>>, url: string): Promise<Buffer> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('POST /api/media', () => {
  it('answers 401 to anonymous visitors, 403 to USERs and without the XSRF header, 201 to MANAGER and ADMIN', async () => {
    const anonymous = api.client();
    await anonymous.get('/api/user/me');
    expect((await upload(anonymous, 'a.pdf', pdfDocument())).status).toBe(401);
    expect((await upload(await api.signedIn('USER'), 'a.pdf', pdfDocument())).status).toBe(403);
    const manager = await editor();
    expect((await manager.request('POST', '/api/media', { rawBody: new FormData(), xsrf: false })).status).toBe(403);
    expect((await upload(manager, 'a.pdf', pdfDocument())).status).toBe(201);
    expect((await upload(await api.signedIn('ADMIN'), 'b.pdf', pdfDocument())).status).toBe(201);
  });

  it('answers an image with its size upright and WebP and JPEG variants carrying no metadata; AVIF follows', async () => {
    const manager = await editor();
    const photo = await photoWithGps(1200, 800);
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(hasGpsBlock(sent.exif)).toBe(true);
    const response = await upload(manager, 'Curtea școlii.jpg', photo, { alt: 'Curtea școlii' });
    expect(response.status).toBe(201);
    const media = await json(response);
    expect(media).toMatchObject({ kind: 'IMAGE', mimeType: 'image/jpeg', originalName: 'Curtea școlii.jpg', width: 800, height: 1200, alt: 'Curtea școlii', decorative: false });
    const widths = (format: string) => media.variants.filter((v: { format: string }) => v.format === format).map((v: { width: number }) => v.width);
    expect(widths('webp')).toEqual([320, 640, 800]);
    expect(widths('jpeg')).toEqual([320, 640, 800]);
    for (const url of [media.url, ...media.variants.map((v: { url: string }) => v.url)]) {
      const metadata = await sharp(await fileBytes(manager, url)).metadata();
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(metadata.height).toBeGreaterThan(metadata.width);
    }
    await api.app.media.background.idle();
    const later = await json(await manager.get(`/api/media/${media.id}`));
    expect(later.variants.filter((v: { format: string }) => v.format === 'avif').map((v: { width: number }) => v.width)).toEqual([320, 640, 800]);
    const avif = later.variants.find((v: { format: string }) => v.format === 'avif');
    expect((await sharp(await fileBytes(manager, avif.url)).metadata()).exif).toBeUndefined();
  });

  it('re-encodes every image format it accepts, so a JPEG carrying HTML serves pixels only', async () => {
    const manager = await editor();
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } });
    const polyglot = Buffer.concat([await base.clone().jpeg().toBuffer(), htmlPage()]);
    const sources: [string, Buffer, string][] = [
      ['polyglot.jpg', polyglot, 'image/jpeg'],
      ['a.webp', await base.clone().webp().toBuffer(), 'image/webp'],
      ['a.gif', await base.clone().gif().toBuffer(), 'image/gif'],
      ['a.avif', await base.clone().avif().toBuffer(), 'image/avif'],
    ];
    for (const [name, bytes, mimeType] of sources) {
      const response = await upload(manager, name, bytes);
      expect(response.status).toBe(201);
      const media = await json(response);
      expect(media).toMatchObject({ mimeType, width: 64, height: 48 });
      for (const url of [media.url, ...media.variants.map((v: { url: string }) => v.url)]) {
        expect((await fileBytes(manager, url)).includes('<script')).toBe(false);
      }
    }
  });

  it('accepts the office formats by their bytes, and refuses a plain zip', async () => {
    const manager = await editor();
    const types = [];
    for (const [name, bytes] of officeDocuments()) {
      const response = await upload(manager, name, bytes);
      expect(response.status).toBe(201);
      types.push((await json(response)).mimeType);
    }
    expect(types).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
    ]);
    expect((await upload(manager, 'Raport.docx', storedZip([['a.txt', 'hello']]))).status).toBe(415);
  });

  it('never enlarges: a small image keeps its own width only', async () => {
    const media = await json(await upload(await editor(), 'icon.png', await pngImage(200, 100)));
    expect(media.variants.map((v: { width: number; format: string }) => `${v.format}${v.width}`).sort()).toEqual(['jpeg200', 'webp200']);
  });

  it('refuses by the bytes: HTML renamed .pdf, SVG and HTML are 415 naming the file and the accepted types', async () => {
    const manager = await editor();
    for (const [name, bytes] of [['regulament.pdf', htmlPage()], ['logo.svg', svgImage()], ['page.html', htmlPage()]] as const) {
      const response = await upload(manager, name, bytes);
      expect(response.status).toBe(415);
      expect((await json(response)).message).toBe(`"${name}" is not a file type the site accepts. Accepted types: JPEG, PNG, WebP, AVIF, GIF, PDF, DOCX, XLSX, PPTX, ODT, ODS.`);
    }
  });

  it('refuses a body that is not a multipart upload, and a form without a file', async () => {
    const manager = await editor();
    const asJson = await manager.post('/api/media', { file: 'x' });
    expect(asJson.status).toBe(415);
    expect((await json(asJson)).message).toBe('Send the file as multipart/form-data, in the form field "file".');
    const form = new FormData();
    form.append('alt', 'Nothing');
    const empty = await manager.request('POST', '/api/media', { rawBody: form });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toEqual({ message: 'Choose a file to upload (form field "file").', errors: { file: 'Choose a file to upload (form field "file").' } });
    expect(empty.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const response = await upload(await editor(), 'bomb.png', pngBomb());
    expect(response.status).toBe(413);
    expect((await json(response)).message).toMatch(/^"bomb\.png" declares more pixels than the site processes/);
  });

  it('refuses files past the limits with 413 and a message', async () => {
    const small = await startTestApi({ seed: false });
    small.config.media.maxImageBytes = 50_000;
    small.config.media.maxDocumentBytes = 200_000;
    try {
      const manager = await small.signedIn('MANAGER');
      const bigPdf = Buffer.concat([pdfDocument(), Buffer.alloc(250_000, 32)]);
      const response = await upload(manager, 'mare.pdf', bigPdf);
      expect(response.status).toBe(413);
      expect((await json(response)).message).toBe('"mare.pdf" is too large: documents may be at most 195 KB.');
      const bigImage = await noisyPng(220, 220);
      expect(bigImage.length).toBeGreaterThan(50_000);
      expect(bigImage.length).toBeLessThan(200_000);
      const imageAnswer = await upload(manager, 'mare.png', bigImage);
      expect(imageAnswer.status).toBe(413);
      expect((await json(imageAnswer)).message).toBe('"mare.png" is too large: images may be at most 48 KB.');
      const hugeImage = await noisyPng(600, 600);
      const cutOff = await upload(manager, 'imens.png', hugeImage);
      expect(cutOff.status).toBe(413);
      expect((await json(cutOff)).message).toBe('"imens.png" is too large: images may be at most 48 KB.');
    } finally {
      await small.close();
    }
  });
});

describe('a burst of uploads', () => {
  it('answers 503 with Retry-After while the processing queue is full, and accepts again once it drains', async () => {
    const busy = await startTestApi({ seed: false, config: { media: { ...api.config.media, concurrency: 1, queueLength: 0 } } });
    try {
      const manager = await busy.signedIn('MANAGER');
      let release = () => {};
      const holding = busy.app.media.processing.run(() => new Promise<void>((resolve) => (release = resolve)));
      const refused = await upload(manager, 'a.png', await pngImage(40, 40));
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await json(refused)).message).toBe('The server is processing many uploads. Try again in a few seconds.');
      release();
      await holding;
      expect((await upload(manager, 'a.png', await pngImage(40, 40))).status).toBe(201);
    } finally {
      await busy.close();
    }
  });
});
