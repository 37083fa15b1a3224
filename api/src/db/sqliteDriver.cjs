// better-sqlite3 for the Node that runs us: 13 on Node 22 and later, 12 on Node 20.
// 12 built against Node >= 24.19 aborts the process when a statement is finalized during
// teardown (nodejs/node#65446); 13 fixes that but needs Node 22. npm installs 13 (the optional
// dependency `better-sqlite3-13`) only where its engines field allows, so `npm ci` keeps working
// on Node 20. Plain CommonJS, so scripts/backup.mjs and the bench load the same driver.
// README, "Node versions".
const needs13 = Number(process.versions.node.split('.')[0]) >= 22;

let driver;

/** The better-sqlite3 Database constructor for this Node (loaded on first use). */
function loadSqliteDriver() {
  if (driver) return driver;
  const name = needs13 ? 'better-sqlite3-13' : 'better-sqlite3';
  try {
    driver = needs13 ? require('better-sqlite3-13') : require('better-sqlite3');
  } catch (error) {
    if (error?.code === 'MODULE_NOT_FOUND' && String(error.message).includes(`'${name}'`)) {
      throw new Error(`${name} is not installed for Node ${process.versions.node}: run npm ci with this Node.`);
    }
    throw error;
  }
  return driver;
}

module.exports = { loadSqliteDriver };
