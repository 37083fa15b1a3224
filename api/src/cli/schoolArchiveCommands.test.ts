// npm run school:export / school:import on single-school installs (SQLite; PostgreSQL with
// TEST_DATABASE_URL): the school exported from one install and imported into a new one answers
// every public page the same, its files served, its ADMIN signing in as before; what cannot be
// done is refused with the operator's message and exit code 1, nothing written.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformMessages } from '@school/shared/messages/platform';
import { json } from '../testing/apiClient';
import { fillSchool, mediaUrlsIn, publicAnswers, withoutIds, type FilledSchool } from '../testing/schoolContent';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { exportUsage, optionValues, runSchoolExport, runSchoolImport, type SchoolArchiveEnvironment } from './schoolArchiveCommands';

const m = platformMessages.archive;
const dir = mkdtempSync(join(tmpdir(), 'school-archive-cli-'));
const archive = join(dir, 'scoala7.tar.gz');
let source: TestApi;
let target: TestApi;
let filled: FilledSchool;
let adminName: string;
const lines: string[] = [];
const environmentOf = (api: TestApi): SchoolArchiveEnvironment => ({ databaseUrl: api.config.databaseUrl, media: api.config.media, print: (line) => lines.push(line), now: Date.now });

beforeAll(async () => {
  source = await startTestApi({ seed: false });
  target = await startTestApi({ seed: false });
  const admin = await source.signedIn('ADMIN');
  adminName = (await json(await admin.get('/api/user/me'))).username;
  filled = await fillSchool(admin, 'Școala Gimnazială nr. 7', () => source.app.media.background.idle());
}, 60_000);
afterAll(async () => {
  await source.close();
  await target.close();
});

it('reads --name V and --name=V, every time given', () => {
  expect(optionValues(['--domain', 'a.ro', '--domain=b.ro', '--out', 'x'], 'domain')).toEqual(['a.ro', 'b.ro']);
  expect(optionValues(['--domain'], 'domain')).toEqual([]);
});

it('exports the install’s school to a file and imports it into a new install: the same public answers, files and sign-in', async () => {
  expect(await runSchoolExport(['--out', archive], environmentOf(source))).toBe(0);
  expect(lines.pop()).toMatch(new RegExp(`^Exported the school: \\d+ rows and \\d+ files to ${archive.replace(/[.]/g, '\\.')}\\.$`));
  expect(await runSchoolImport(['--file', archive], environmentOf(target))).toBe(0);
  expect(lines.pop()).toMatch(new RegExp(`^Imported Școala Gimnazială nr\\. 7 as this install's school: \\d+ rows, \\d+ files; its accounts sign in with their passwords: ${adminName}\\.$`));

  const before = await publicAnswers(source.client(), filled.searchWord);
  const after = await publicAnswers(target.client(), filled.searchWord);
  expect(Object.values(before).map((answer) => (answer as { status: number }).status)).toEqual(Object.values(before).map(() => 200));
  expect(withoutIds(after)).toEqual(withoutIds(before));
  const urls = mediaUrlsIn(after);
  expect(urls.length).toBeGreaterThan(2);
  for (const url of urls) expect(Buffer.from(await (await target.client().get(url)).arrayBuffer())).toEqual(Buffer.from(await (await source.client().get(url)).arrayBuffer()));
  expect(await json(await target.client().login(adminName, 'password-1'))).toMatchObject({ role: 'ADMIN' });
}, 30_000);

it('refuses a target with content, a file that is no archive, a school it does not have, and says how it is called', async () => {
  const print = environmentOf(target);
  expect(await runSchoolImport(['--file', archive], print)).toBe(1);
  expect(lines.pop()).toBe(m.notEmpty('rows in media'));
  const notOurs = join(dir, 'notes.tar.gz');
  writeFileSync(notOurs, 'Ședința de luni');
  expect(await runSchoolImport(['--file', notOurs], environmentOf(source))).toBe(1);
  expect(lines.pop()).toBe(m.notOurs);
  expect(await runSchoolExport(['--school', '7', '--out', join(dir, 'x.tar.gz')], environmentOf(source))).toBe(1);
  expect(lines.pop()).toBe(m.noSuchSchool('7'));
  expect(await runSchoolExport([], environmentOf(source))).toBe(2);
  expect(lines.pop()).toBe(exportUsage);
  expect(await runSchoolImport(['--file', archive, '--domain', 'not a domain'], environmentOf(source))).toBe(2);
  expect(lines.pop()).toBe(platformMessages.domainFormat('not a domain'));
  if (!process.env.TEST_DATABASE_URL) {
    expect(await runSchoolImport(['--file', archive, '--domain', 'scoala7.example.ro'], environmentOf(source))).toBe(1);
    expect(lines.pop()).toBe(m.domainsNeedPlatform);
  }
});
