// Closing the API (a deploy's SIGTERM, every test's afterAll) must not wait on a keep-alive
// connection: one that served a file a while after an upload was seen held open by Node until its
// 72 s keep-alive timeout.
import { json } from '../testing/apiClient';
import { pdfDocument, upload } from '../testing/mediaFixtures';
import { startTestApi } from '../testing/startTestApi';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('closes within a few seconds after an upload, a pause and a download on one connection', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const api = await startTestApi({ seed: false });
    const manager = await api.signedIn('MANAGER');
    const pdf = await json(await upload(manager, 'Orar.pdf', pdfDocument()));
    await pause(2000);
    expect((await manager.get(pdf.url)).status).toBe(200);
    const start = Date.now();
    await api.close();
    expect(Date.now() - start).toBeLessThan(5000);
  }
}, 240_000);
