// What today's content does not say about a document and the seed must: its category (the Law
// 544 ones where they fit), school year and publication date. Dates the pages do not give are
// the start of the school year the page names.
const facts = [
  [/^stat-de-personal-(\d{4})-(\d{2})$/, (m) => staffing(Number(m[1]), m[2])],
  [/^(regulament-intern-2024-2025|statutul-elevului)$/, () => ({ category: 'regulations', schoolYear: '2024-2025', publishedOn: '2024-09-02' })],
  [/^incadrarea-personalului-2024-2025$/, () => ({ category: 'staffing', schoolYear: '2024-2025', publishedOn: '2024-09-02' })],
  [/^adresa-nr-731$/, () => ({ category: 'announcements', schoolYear: '2024-2025', publishedOn: '2024-09-02' })],
  [/^lista-persoanelor-vaccinate-2021-11-01$/, () => ({ category: 'announcements', schoolYear: '2021-2022', publishedOn: '2021-11-01' })],
  [/^burse-(cerere|formular)-/, () => ({ category: 'request-form', schoolYear: '2021-2022', publishedOn: '2022-02-07' })],
  [/^burse-/, () => ({ category: 'scholarships', schoolYear: '2021-2022', publishedOn: '2022-02-07' })],
  [/^inscriere-cerere-/, () => ({ category: 'request-form', schoolYear: '2025-2026', publishedOn: '2025-03-03' })],
  [/^inscriere-/, () => ({ category: 'enrolment', schoolYear: '2025-2026', publishedOn: '2025-03-03' })],
  [/^pocu-134153-/, () => ({ category: 'projects', schoolYear: '2022-2023', publishedOn: '2023-03-06' })],
  [/^prof-pocu-/, () => ({ category: 'projects', schoolYear: '2024-2025', publishedOn: '2024-09-02' })],
  [/^premiul-regional-/, () => ({ category: 'announcements', schoolYear: '2024-2025', publishedOn: '2024-09-02' })],
];

/** January's staffing belongs to the school year under way; September's opens the next one. */
function staffing(year, month) {
  const start = month === '09' ? year : year - 1;
  return { category: 'staffing', schoolYear: `${start}-${start + 1}`, publishedOn: `${year}-${month}-01` };
}

export function documentFacts(id) {
  for (const [pattern, fact] of facts) {
    const match = pattern.exec(id);
    if (match) return fact(match);
  }
  throw new Error(`No category, school year and date for document ${id}: add it to documentFacts.mjs`);
}
