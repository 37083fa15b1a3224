// The public section's route objects, exposed to the host as `remote_public/routes`.
// One route per path of shared's publicPaths; each page is its own lazily loaded chunk, so
// /home loads only the code it shows. remote-public takes the route table from @school/shared
// itself (which re-exports @school/shared/routing), one shared module fewer to negotiate.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { askForPart, publicPaths, type PublicPath } from '@school/shared';

type PageModule = () => Promise<{ default: ComponentType }>;

/** A page's module, asked for as the lazy part its chunk is (the renderer lists its scripts by it). */
const page =
  (chunk: string, load: PageModule): PageModule =>
  () =>
    askForPart(chunk, load);

/** Every route whose whole content editors keep in the API: one page, keyed by its address. */
const contentPage: PageModule = page('page-content', () => import(/* webpackChunkName: "page-content" */ './pages/ContentPage'));

const pageModules: Record<PublicPath, PageModule> = {
  home: page('page-home', () => import(/* webpackChunkName: "page-home" */ './pages/HomePage')),
  'echipa-manageriala': page('page-management-team', () => import(/* webpackChunkName: "page-management-team" */ './pages/ManagementTeamPage')),
  'cadre-didactice': page('page-teachers', () => import(/* webpackChunkName: "page-teachers" */ './pages/TeachersPage')),
  'stat-de-personal': contentPage,
  contact: page('page-contact', () => import(/* webpackChunkName: "page-contact" */ './pages/ContactPage')),
  'projects/erasmus-colourful-numbers': page('page-erasmus', () => import(/* webpackChunkName: "page-erasmus" */ './pages/ErasmusPage')),
  documente: contentPage,
  'legislatie-si-criterii-acordare-burse': contentPage,
  inscrierea: page('page-enrolment', () => import(/* webpackChunkName: "page-enrolment" */ './pages/EnrolmentPage')),
  'actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie': contentPage,
  'profesionalizarea-carierei-didactice-prof': contentPage,
  istoric: page('page-history', () => import(/* webpackChunkName: "page-history" */ './pages/HistoryPage')),
  'structura-anului-scolar': page('page-school-year', () => import(/* webpackChunkName: "page-school-year" */ './pages/SchoolYearStructurePage')),
  'concursuri-si-olimpiade': contentPage,
  'activitati/activitati-extrascolare': contentPage,
  'activitati/saptamana-altfel': contentPage,
  'activitati/saptamana-verde': contentPage,
  'informatii-de-interes-public': page('page-public-information', () => import(/* webpackChunkName: "page-public-information" */ './pages/PublicInformationPage')),
  'declaratie-de-accesibilitate': page('page-accessibility', () => import(/* webpackChunkName: "page-accessibility" */ './pages/AccessibilityStatementPage')),
  confidentialitate: page('page-privacy', () => import(/* webpackChunkName: "page-privacy" */ './pages/PrivacyPage')),
  'solicitare-retragere-fotografie': page('page-photo-takedown', () => import(/* webpackChunkName: "page-photo-takedown" */ './pages/PhotoTakedownPage')),
  noutati: page('page-news', () => import(/* webpackChunkName: "page-news" */ './pages/NewsListPage')),
  'noutati/:slug': page('page-news-article', () => import(/* webpackChunkName: "page-news-article" */ './pages/NewsArticlePage')),
  cautare: page('page-search', () => import(/* webpackChunkName: "page-search" */ './pages/SearchPage')),
  arhiva: page('page-archive', () => import(/* webpackChunkName: "page-archive" */ './pages/ArchivePage')),
  calendar: page('page-calendar', () => import(/* webpackChunkName: "page-calendar" */ './pages/CalendarPage')),
  'calendar/:slug': page('page-calendar-event', () => import(/* webpackChunkName: "page-calendar-event" */ './pages/CalendarEventPage')),
};

/** Each page as a React.lazy component (the pages' tests render them inside <Suspense>). */
export const pages = Object.fromEntries(publicPaths.map((path) => [path, lazy(pageModules[path])])) as Record<
  PublicPath,
  LazyExoticComponent<ComponentType>
>;

// react-router's `lazy`, not a React.lazy component: the host awaits a page's chunk before it
// renders the page, so a pre-rendered page is taken over in one commit, with no loading state.
export const routes: RouteObject[] = publicPaths.map((path) => ({
  path,
  lazy: async () => ({ Component: (await pageModules[path]()).default }),
}));
