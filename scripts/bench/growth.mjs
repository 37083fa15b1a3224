/* global window, document, MutationObserver -- the functions passed to page.evaluate run in the browser */
// Growth: 10 000 teachers seeded straight into a throw-away database, and the admin Teachers
// screen's search keystroke timed in Chromium (key press → the table's last DOM change).
import sqliteDriver from '../../api/src/db/sqliteDriver.cjs';
import { REACT_HOOK_SCRIPT, signIn } from './chromium.mjs';
import { quantile } from './table.mjs';

const Database = sqliteDriver.loadSqliteDriver();

const FIRST = ['Ana', 'Maria', 'Elena', 'Ioana', 'Andrei', 'Mihai', 'Ion', 'Cristina', 'Gabriel', 'Ștefan', 'Raluca', 'Tudor', 'Irina', 'Vlad', 'Oana'];
const LAST = ['Popescu', 'Ionescu', 'Popa', 'Dumitrescu', 'Stan', 'Stoica', 'Gheorghe', 'Matei', 'Ciobanu', 'Rusu', 'Munteanu', 'Lazăr', 'Țurcanu', 'Moldovan'];

/** Adds teachers until there are `total`, in one transaction (the API may be running: WAL). */
export function seedTeachers(file, total) {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    const subjects = db.prepare('select id from subjects').pluck().all();
    const have = db.prepare('select count(*) from teachers').pluck().get();
    const insert = db.prepare(
      'insert into teachers (first_name, last_name, gender, position, subject_id, degree, years_of_service) values (?, ?, ?, ?, ?, ?, ?)',
    );
    const degrees = ['debutant', 'definitivat', 'II', 'I', 'doctor'];
    db.transaction(() => {
      for (let i = have; i < total; i += 1) {
        insert.run(
          FIRST[i % FIRST.length],
          `${LAST[(i * 7) % LAST.length]}-${i}`,
          i % 3 === 0 ? 'MALE' : 'FEMALE',
          i % 50 === 0 ? 'DEPUTY_PRINCIPAL' : 'TEACHER',
          subjects[i % subjects.length] ?? null,
          degrees[i % degrees.length],
          i % 40,
        );
      }
    })();
    return db.prepare('select count(*) from teachers').pluck().get();
  } finally {
    db.close();
  }
}

/**
 * Median milliseconds from a key press in the search box to the table settling, over a few keys.
 * Each key changes the rows shown (a rare letter filters the list down, Backspace restores it); a
 * key after which the table did not change within 5 s counts as not measured.
 */
export async function measureSearchKeystroke({ browser, baseUrl, admin, keys = ['z', 'Backspace', 'q', 'Backspace', 'x', 'Backspace'] }) {
  const context = await browser.newContext();
  await signIn(context, baseUrl, admin.username, admin.password);
  const page = await context.newPage();
  await page.addInitScript(REACT_HOOK_SCRIPT);
  await page.goto(`${baseUrl}/admin/teachers`, { waitUntil: 'networkidle' });
  const search = page.locator('input[type="search"]').first();
  await search.waitFor({ timeout: 20_000 });
  await page.locator('table tbody tr').first().waitFor({ timeout: 20_000 });
  await page.evaluate(() => {
    const bench = { t0: 0, last: 0 };
    window.__bench = bench;
    document.querySelector('input[type="search"]').addEventListener('keydown', () => {
      bench.t0 = performance.now();
      bench.last = 0;
    }, true);
    const table = document.querySelector('table');
    new MutationObserver(() => {
      if (bench.t0) bench.last = performance.now();
    }).observe(table.parentElement ?? table, { subtree: true, childList: true, characterData: true });
  });
  await search.click();
  const times = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    // Settled: a DOM change seen and none for 300 ms (or 5 s without any).
    const started = Date.now();
    for (;;) {
      await page.waitForTimeout(50);
      const { last } = await page.evaluate(() => window.__bench);
      const sinceLast = await page.evaluate(() => performance.now() - window.__bench.last);
      if ((last && sinceLast > 300) || Date.now() - started > 5000) break;
    }
    const { t0, last } = await page.evaluate(() => window.__bench);
    times.push(last ? last - t0 : NaN);
  }
  await context.close();
  return { ms: quantile(times, 0.5), samples: times.map((t) => Math.round(t)) };
}
