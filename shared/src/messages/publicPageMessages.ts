// The texts of the news, search and archive pages (Romanian), apart from publicMessages.ts so the
// home page does not load them.
import { contentNames } from '../types/contentKinds';
import { romanianCount } from './romanianCounts';

export const publicPageMessages = {
  articleMissing: 'Articolul căutat nu există sau nu mai este publicat.',
  backToNews: 'Înapoi la noutăți',
  schoolYearFilter: 'Anul școlar',
  allYears: 'Toți anii',
  previousPage: 'Pagina anterioară',
  nextPage: 'Pagina următoare',
  pageOf: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
  searchAgain: 'Caută din nou',
  searchPrompt: 'Scrieți cel puțin două litere sau cifre pentru a căuta.',
  searchNone: (query: string) => `Nu am găsit nimic pentru „${query}”.`,
  searchCount: (count: number, query: string) => (count === 1 ? `Un rezultat pentru „${query}”` : `${romanianCount(count, 'rezultat', 'rezultate')} pentru „${query}”`),
  resultTypes: { ...contentNames('resultWord'), 'about-us': 'Despre școală' },
  archiveIntro: 'Noutățile, galeriile foto, documentele și activitățile anilor școlari trecuți.',
  /** Under the news list: where the past years went. */
  archiveLink: 'Arhiva anilor școlari trecuți',
  archiveEmpty: 'Arhiva nu conține încă nimic.',
  archiveNews: 'Noutăți',
  archiveGalleries: 'Galerii foto',
  archiveDocuments: 'Documente',
  archiveActivities: 'Activități',
  archiveFromPage: 'Din pagina',
} as const;
