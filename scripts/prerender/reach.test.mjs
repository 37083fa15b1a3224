// How the renderer's browser reaches a remote at another address than its public one (a renderer
// inside docker-compose's network: http://localhost:3001 → http://remote-public): Chromium's own
// resolver follows a map of one origin to another, so no request goes through this process.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { launchBrowser, openVisitor } from './rendererBrowser.mjs';
import { hostResolverRules, resolverRuleOf } from './reach.mjs';

/* global document -- the wait runs in the page. */

test('a map of one origin to another is a resolver rule; a map with a path or another scheme is not', () => {
  assert.equal(resolverRuleOf(['http://localhost:3001', 'http://remote-public']), 'MAP localhost:3001 remote-public:80');
  assert.equal(resolverRuleOf(['https://cdn.judet.ro', 'https://10.0.0.5:8443']), 'MAP cdn.judet.ro:443 10.0.0.5:8443');
  assert.equal(resolverRuleOf(['http://localhost:3001', 'http://remote-public/public']), null);
  assert.equal(resolverRuleOf(['https://localhost:3001', 'http://remote-public']), null);
  assert.deepEqual(hostResolverRules([['scoala-1.judet.test', 'host']], [['http://localhost:3001', 'http://remote-public']]), [
    '--host-resolver-rules=MAP scoala-1.judet.test host, MAP localhost:3001 remote-public:80',
  ]);
  assert.deepEqual(hostResolverRules(), []);
});

let site;
let remote;
const listen = (handler) =>
  new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(server));
  });

before(async () => {
  // The "remote": a script that writes the Host and the path it was asked on into the page.
  remote = await listen((request, response) => {
    response.setHeader('content-type', 'text/javascript');
    response.end(`document.getElementById('from').textContent = ${JSON.stringify(`${request.headers.host}${request.url}`)};`);
  });
  site = await listen((request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end('<p id="from">not loaded</p><script src="http://remote.public.test:3001/remoteEntry.js"></script>');
  });
});

after(() => {
  site.close();
  remote.close();
});

/** What the site's page shows once its remote has loaded: the Host and path the remote was asked on. */
async function remoteAskedAs(urlMap) {
  const browser = await launchBrowser({ urlMap });
  try {
    const visitor = await openVisitor(browser, urlMap);
    const [page] = await visitor.openPages(1);
    await page.goto(`http://127.0.0.1:${site.address().port}/home`);
    await page.waitForFunction(() => document.getElementById('from')?.textContent !== 'not loaded');
    const shown = await page.$eval('#from', (element) => element.textContent);
    await visitor.close();
    return shown;
  } finally {
    await browser.close();
  }
}

test("the browser loads a remote from its mapped address, asked on the remote's public host", async () => {
  const urlMap = [['http://remote.public.test:3001', `http://127.0.0.1:${remote.address().port}`]];
  assert.equal(await remoteAskedAs(urlMap), 'remote.public.test:3001/remoteEntry.js');
});

test('a map to an address with a path is followed request by request', async () => {
  const address = `127.0.0.1:${remote.address().port}`;
  assert.equal(await remoteAskedAs([['http://remote.public.test:3001', `http://${address}/public`]]), `${address}/public/remoteEntry.js`);
});
