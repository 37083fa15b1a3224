// The public pages' texts around the content the API holds (Romanian, as the public site is): the
// ones the home page and every content page use. The other pages' texts are in
// publicPageMessages.ts (@school/shared/messages/public-pages), loaded with those pages only.
export const publicMessages = {
  loading: (what: string) => `Se încarcă ${what}…`,
  loadFailed: (what: string) => `Nu am putut încărca ${what}.`,
  retry: 'Încercați din nou',
  pageMissing: 'Conținutul acestei pagini nu a fost publicat încă. Reveniți în curând.',
  lastUpdated: 'Ultima actualizare:',
  sectionEmpty: 'Această secțiune este în curs de actualizare.',
  contactMissing: 'Datele de contact ale școlii nu au fost publicate încă.',
  newsLatest: 'Noutăți',
  newsEmpty: 'Nu există noutăți publicate.',
  allNews: 'Toate noutățile',
  searchLabel: 'Caută pe site',
  searchButton: 'Caută',
  enlargePhoto: 'Mărește fotografia: ',
  /** After a link that opens a new tab (a PDF, another site), for screen readers beside its ↗. */
  newTab: '(se deschide într-o filă nouă)',
  /** After a link to a file the browser downloads (an office document), beside its ↓. */
  download: '(se descarcă)',
} as const;
