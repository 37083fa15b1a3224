// One table, for the terminal and for docs/performance.md.
export function formatTable(rows, header = ['Measure', 'Value', 'Target', 'Result']) {
  const all = [header, ...rows.map((row) => row.map((cell) => String(cell ?? '')))];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join(' │ ');
  return [line(all[0]), widths.map((w) => '─'.repeat(w)).join('─┼─'), ...all.slice(1).map(line)].join('\n');
}

export function markdownTable(rows, header = ['Measure', 'Value', 'Target', 'Result']) {
  const escape = (cell) => String(cell ?? '').replace(/\|/g, '\\|');
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(escape).join(' | ')} |`).join('\n');
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
/** The value at quantile `q` (0.5: the median) of `values`' finite numbers; NaN when there are none. */
export function quantile(values, q) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length > 0 ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

export const verdict = (ok) => (ok === undefined ? '' : ok ? 'pass' : 'MISS');
