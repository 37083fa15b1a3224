// The host's server of `npm start` in front of a platform's API: it passes the visitor's Host on
// to the API, and a page of a host that names no school, or of a suspended school, is a plain
// Romanian page (404, 503) instead of the site.
import { json } from '../testing/apiClient';
import { startHostProxy, type HostProxy } from '../faults/support/hostProxy';
import { startPlatformTestApi, type PlatformTestApi } from '../testing/schoolsFixture';
import { ApiClient } from '../testing/apiClient';

let t: PlatformTestApi;
let host: HostProxy;
let suspendedId: number;

beforeAll(async () => {
  t = await startPlatformTestApi();
  host = await startHostProxy(t.api.baseUrl);
  await t.addSchool('Școala Gimnazială nr. 5', ['scoala5.test']);
  suspendedId = (await t.addSchool('Școala Închisă', ['inchisa.test'])).school.id;
  await t.operator.post(`/api/platform/schools/${suspendedId}/suspend`);
}, 30_000);
afterAll(async () => {
  await host?.close();
  await t?.api.close();
});

const visitor = (name: string) => new ApiClient(host.url, '127.0.0.1').onHost(name);

describe('the host\'s pages on a platform', () => {
  it('serves a school\'s host its site, and passes the Host on to the API', async () => {
    const page = await visitor('scoala5.test').get('/noutati');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>host</title>');
    expect(await json(await visitor('scoala5.test:3000').get('/api/site'))).toMatchObject({ kind: 'school', school: { name: 'Școala Gimnazială nr. 5' } });
  });

  it('answers a host that names no school with a plain Romanian page and 404, on every page', async () => {
    for (const path of ['/', '/noutati', '/admin/dashboard']) {
      const page = await visitor('necunoscut.test').get(path);
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await page.text();
      expect(html).toContain('<html lang="ro">');
      expect(html).toContain('<h1>Adresă necunoscută</h1>');
      expect(html).not.toContain('Școala');
    }
  });

  it('answers a suspended school\'s pages 503 with a Romanian page, and its site again once resumed', async () => {
    const page = await visitor('inchisa.test').get('/contact');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('Site-ul acestei școli nu este disponibil momentan.');
    await t.operator.post(`/api/platform/schools/${suspendedId}/resume`);
    expect((await visitor('inchisa.test').get('/contact')).status).toBe(200);
  });
});
