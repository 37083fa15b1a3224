// The county's schools: added as an operator adds them (the console's API, through nginx on the
// platform's host: each gets its starter pages), filled by the seeder (api/src/bench/countySeed.ts:
// every row through its kind's save, as that school), and one school's editor, come by the
// console's invitation like any MANAGER.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import testClient from '../../../api/src/testing/apiClient.js';
import fromAddress from '../../../api/src/testing/fromAddress.js';
import { WORDS } from '../contentSearch.mjs';
import { PLATFORM_HOST } from './platform.mjs';

const { ApiClient, json } = testClient;

/** What each school holds (issue 26). */
export const SCHOOL_CONTENT = { pages: 30, news: 50, documents: 40, photos: 200 };

export const schoolHost = (n) => `scoala-${n}.judet.test`;

/** A new visitor (own loopback address, own cookies) of `host`, through the platform's entry point. */
export const visitorOf = (url, host) => new ApiClient(url, fromAddress.nextVisitorAddress()).onHost(host);

async function answered(response, expected, what) {
  if (response.status !== expected) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return json(response);
}

/** The PLATFORM_ADMIN signed in on the platform's host. */
export async function signInOperator(url, operator) {
  const client = visitorOf(url, PLATFORM_HOST);
  const response = await client.login(operator.username, operator.password);
  if (response.status !== 200) throw new Error(`the operator's sign-in answered ${response.status}`);
  return client;
}

/** Adds `count` schools through the console's API; answers [{ id, host }]. */
export async function addSchools(operatorClient, count) {
  const schools = [];
  for (let n = 1; n <= count; n += 1) {
    const answer = await answered(await operatorClient.post('/api/platform/schools', { name: `Școala Gimnazială nr. ${n}`, domains: [schoolHost(n)] }), 201, `adding school ${n}`);
    schools.push({ id: answer.school.id, host: schoolHost(n) });
  }
  return schools;
}

/** Runs the seeder over the schools; answers them with their public addresses ({ pages, news }). */
export async function seedSchools(platform, schools) {
  const plan = path.join(platform.dir, 'county-plan.json');
  writeFileSync(plan, JSON.stringify({ schools: schools.map(({ id }) => ({ id })), counts: SCHOOL_CONTENT, words: WORDS }));
  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [platform.seedScript, plan], { env: platform.env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`the seeder exited with ${code}`))));
  });
  const seeded = new Map(JSON.parse(output).map((school) => [school.id, school]));
  return schools.map((school) => ({ ...school, ...seeded.get(school.id) }));
}

/** A MANAGER of `school`, invited from the console and signed in on its host by accepting. */
export async function signInEditor(url, operatorClient, school) {
  const invitation = await answered(await operatorClient.post(`/api/platform/schools/${school.id}/invitations`, { role: 'MANAGER' }), 201, 'inviting an editor');
  const editor = visitorOf(url, school.host);
  const token = new URL(invitation.url).searchParams.get('token');
  await answered(await editor.post('/api/invitations/accept', { token, username: 'redactor.bench', firstName: 'Ioana', lastName: 'Redactor', password: 'o parolă lungă de redactor' }), 201, 'accepting the invitation');
  return editor;
}
