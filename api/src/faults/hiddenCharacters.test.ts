// Characters a database refuses (NUL: PostgreSQL answered 500, its error 22021) and characters that
// hide or reorder what a reader sees (controls, bidirectional overrides), sent wherever text enters
// the API: anonymous reads by slug or key, a visitor's form, every editor's text field, a file's
// name and alt text, the users' and media search boxes. Each is refused with the field's message,
// or kept without them; never a 500. Runs over SQLite, and over PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from 'kysely';
import { messages } from '@school/shared/messages';
import { contentMessages } from '@school/shared/messages/content';
import { visitorFormMessages } from '@school/shared/schemas';
import { ABOUT_US_FIELDS } from '@school/shared/types';
import { isPostgresUrl } from '../db/database';
import { json, type ApiClient } from '../testing/apiClient';
import { insertTestMedia } from '../testing/contentFixtures';
import { nextVisitorAddress } from '../testing/fromAddress';
import { pngImage, upload } from '../testing/mediaFixtures';
import { withTestApi } from '../testing/testApiSetup';
import { expectFieldsRefused } from '../testing/refusals';
import { schoolDataMessages } from '@school/shared/messages/school-data';

// NUL, a bell, DEL, a C1 control, and the right-to-left override with its pop.
const HIDDEN = '\u0000\u0007\u007f\u0085\u202e\u202c';
const hiding = (text: string) => `${text.slice(0, 2)}${HIDDEN}${text.slice(2)}`;

const t = withTestApi({ seed: true });
let admin: ApiClient;

beforeAll(async () => {
  admin = await t.api.signedIn('ADMIN');
});

describe('anonymous reads by an address holding hidden characters', () => {
  it.each(['/api/content/news/ab%00cd', '/api/content/pages/ab%00cd', '/api/content/news/ab%E2%80%AEcd', '/api/content/pages/%25', '/api/content/pages/a%25zz'])(
    '%s answers 404 {message}',
    async (path) => {
      const response = await t.api.client().get(path);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: contentMessages.notFound });
    },
  );
});

describe("a visitor's form", () => {
  const request = (text: string, name = 'Ana Pop') => ({ kind: 'PUBLIC_INFORMATION_REQUEST', name, email: 'ana@example.ro', request: text });

  it('keeps the text without the hidden characters, line breaks kept', async () => {
    const sent = await t.api.client(nextVisitorAddress()).post('/api/messages', request(hiding('Solicit bugetul.\nPe 2025.')));
    expect(sent.status).toBe(201);
    const { id } = await json(sent);
    const stored = (await json(await admin.get('/api/messages'))).items.find((item: { id: number }) => item.id === id);
    expect(stored.text).toBe('Solicit bugetul.\nPe 2025.');
  });

  it("refuses a name hiding characters with the name's message", async () => {
    const refused = await t.api.client(nextVisitorAddress()).post('/api/messages', request('Solicit bugetul.', hiding('Ana Pop')));
    await expectFieldsRefused(refused, { name: visitorFormMessages.name });
  });

  it('spends none of the hourly sends on a form the database refuses, and says so in a 400', async () => {
    // The database itself refuses one text, as PostgreSQL refused a NUL (a data error).
    const refusedText = 'Refuzat de baza de date.';
    if (isPostgresUrl(t.api.config.databaseUrl)) {
      await sql`create function refuse_text() returns trigger language plpgsql as $$ begin
        if new.text = ${sql.lit(refusedText)} then raise exception 'refused' using errcode = '22021'; end if; return new; end $$`.execute(t.api.db);
      await sql`create trigger refuse_text before insert on messages for each row execute function refuse_text()`.execute(t.api.db);
    } else {
      await sql`create trigger refuse_text before insert on messages when new.text = ${sql.lit(refusedText)}
        begin select raise(abort, 'refused'); end`.execute(t.api.db);
    }
    const visitor = t.api.client(nextVisitorAddress());
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = await visitor.post('/api/messages', request(refusedText));
      expect(refused.status).toBe(400);
      expect(await json(refused)).toEqual({ message: messages.api.unstorable });
    }
    for (let send = 0; send < 10; send += 1) expect((await visitor.post('/api/messages', request(`Cererea ${send}.`))).status).toBe(201);
    expect((await visitor.post('/api/messages', request('Una prea multe.'))).status).toBe(429);
  }, 30_000);
});

describe("every editor's text field", () => {
  it('keeps About us texts without them; a one-line field holding them is refused with its message', async () => {
    const about = await json(await admin.get('/api/school/about-us'));
    const saved = await admin.put('/api/school/about-us', { ...about, description: hiding('Școala noastră.'), history: hiding('Din 1897.') });
    expect(saved.status).toBe(200);
    expect(await json(await admin.get('/api/school/about-us'))).toMatchObject({ description: 'Școala noastră.', history: 'Din 1897.' });
    const refused = await admin.put('/api/school/about-us', { ...about, city: hiding('Oraș') });
    expect(await json(refused)).toEqual({ message: messages.api.invalidInput, errors: { city: schoolDataMessages.aboutUs.city } });
    expect(ABOUT_US_FIELDS).toContain('city');
  });

  it('refuses names hiding them with the field message', async () => {
    for (const [path, body, field, message] of [
      ['/api/school/subjects', { name: hiding('Fizică') }, 'name', schoolDataMessages.subject.name],
      ['/api/school/classes', { name: hiding('V A') }, 'name', schoolDataMessages.schoolClass.name],
      ['/api/school/teachers', { firstName: hiding('Ana'), lastName: 'Pop', gender: 'FEMALE', position: 'TEACHER' }, 'firstName', schoolDataMessages.teacher.firstName],
    ] as const) {
      const response = await admin.post(path, body);
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual({ [field]: message });
    }
  });

  it('keeps a news post, a page, a document and a gallery without them', async () => {
    const news = await admin.post('/api/content/news', {
      title: hiding('Ziua școlii'),
      place: hiding('Sala mare'),
      date: '2025-03-01',
      body: `<p>${hiding('Serbare')}</p>`,
      project: hiding('erasmus-colourful-numbers'),
    });
    expect(news.status).toBe(201);
    expect(await json(news)).toMatchObject({ title: 'Ziua școlii', slug: 'ziua-scolii', place: 'Sala mare', body: '<p>Serbare</p>', project: 'erasmus-colourful-numbers' });

    const page = await admin.post('/api/content/pages', {
      key: 'pagina-test',
      title: hiding('Pagina test'),
      sections: [{ kind: 'richText', title: hiding('Secțiunea'), body: `<p>${hiding('Text')}</p>` }],
    });
    expect(page.status).toBe(201);
    expect(await json(page)).toMatchObject({ title: 'Pagina test', sections: [{ title: 'Secțiunea', body: '<p>Text</p>' }] });

    const document = await admin.post('/api/content/documents', {
      title: hiding('Regulament'),
      url: `https://example.org/${hiding('regulament')}.pdf`,
      category: 'regulations',
      schoolYear: '2024-2025',
      publishedOn: '2024-09-01',
    });
    expect(document.status).toBe(201);
    expect(await json(document)).toMatchObject({ title: 'Regulament', url: 'https://example.org/regulament.pdf' });

    const photo = await insertTestMedia(t.api.db);
    const gallery = await admin.post('/api/content/galleries', { title: hiding('Serbarea'), schoolYear: '2024-2025', photos: [{ id: photo.id, alt: hiding('Elevii cântă') }] });
    expect(gallery.status).toBe(201);
    expect(await json(gallery)).toMatchObject({ title: 'Serbarea', photos: [{ id: photo.id, alt: 'Elevii cântă' }] });
  });

  it("keeps an upload's file name and alt text without them, and a changed alt text too", async () => {
    const uploaded = await upload(admin, hiding('poza.png'), await pngImage(40, 30), { alt: hiding('Curtea școlii') });
    expect(uploaded.status).toBe(201);
    const media = await json(uploaded);
    expect(media).toMatchObject({ originalName: 'poza.png', alt: 'Curtea școlii' });
    const changed = await admin.put(`/api/media/${media.id}`, { alt: hiding('Curtea din spate') });
    expect(changed.status).toBe(200);
    expect((await json(changed)).alt).toBe('Curtea din spate');
    await t.api.app.media.background.idle();
  });
});

describe('search boxes', () => {
  it.each(['/api/users?q=ab%00cd', '/api/media?q=ab%00cd', '/api/audit-log?actor=ab%00cd', '/api/search?q=ab%00cd', '/api/content/news?project=ab%00cd'])(
    '%s answers 200 as for the text without them',
    async (path) => {
      const response = await admin.get(path);
      expect(response.status).toBe(200);
    },
  );
});
