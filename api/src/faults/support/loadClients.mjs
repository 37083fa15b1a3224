// Runs autocannon load groups at the same time, in a process of their own (inside jest's sandbox
// the load generator itself becomes the bottleneck), and prints their results as one JSON line.
// Usage: node loadClients.mjs '<JSON array of autocannon options>'
import autocannon from 'autocannon';

const groups = JSON.parse(process.argv[2] ?? '[]');
const results = await Promise.all(groups.map((options) => autocannon(options)));
const summary = results.map((result) => ({
  total: result.requests.total,
  errors: result.errors,
  timeouts: result.timeouts,
  '5xx': result['5xx'],
  statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count])),
  latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
}));
process.stdout.write(`${JSON.stringify(summary)}\n`);
