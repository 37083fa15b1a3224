// The public section's route objects, exposed to the host as `remote_public/routes`.
// One route per path of shared's publicPaths; each page is its own lazily loaded chunk, so
// /home loads only the code it shows. remote-public takes the route table from @school/shared
// itself (which re-exports @school/shared/routing), one shared module fewer to negotiate.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { publicPaths, type PublicPath } from '@school/shared';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Every route whose whole content editors keep in the API: one page, keyed by its address. */
const contentPage: PageModule = () => import(/* webpackChunkName: "page-content" */ './pages/ContentPage');

const pageModules: Record<PublicPath, PageModule> = {
  home: () => import(/* webpackChunkName: "page-home" */ './pages/HomePage'),
  'echipa-manageriala': () => import(/* webpackChunkName: "page-management-team" */ './pages/ManagementTeamPage'),
  'cadre-didactice': () => import(/* webpackChunkName: "page-teachers" */ './pages/TeachersPage'),
  'stat-de-personal': contentPage,
  contact: () => import(/* webpackChunkName: "page-contact" */ './pages/ContactPage'),
  'projects/erasmus-colourful-numbers': () => import(/* webpackChunkName: "page-erasmus" */ './pages/ErasmusPage'),
  documente: contentPage,
  'legislatie-si-criterii-acordare-burse': contentPage,
  inscrierea: () => import(/* webpackChunkName: "page-enrolment" */ './pages/EnrolmentPage'),
  'actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie': contentPage,
  'profesionalizarea-carierei-didactice-prof': contentPage,
  istoric: () => import(/* webpackChunkName: "page-history" */ './pages/HistoryPage'),
  'structura-anului-scolar': () => import(/* webpackChunkName: "page-school-year" */ './pages/SchoolYearStructurePage'),
  'concursuri-si-olimpiade': contentPage,
  'activitati/activitati-extrascolare': contentPage,
  'activitati/saptamana-altfel': contentPage,
  'activitati/saptamana-verde': contentPage,
  'informatii-de-interes-public': () => import(/* webpackChunkName: "page-public-information" */ './pages/PublicInformationPage'),
  'declaratie-de-accesibilitate': () => import(/* webpackChunkName: "page-accessibility" */ './pages/AccessibilityStatementPage'),
  confidentialitate: () => import(/* webpackChunkName: "page-privacy" */ './pages/PrivacyPage'),
  'solicitare-retragere-fotografie': () => import(/* webpackChunkName: "page-photo-takedown" */ './pages/PhotoTakedownPage'),
  noutati: () => import(/* webpackChunkName: "page-news" */ './pages/NewsListPage'),
  'noutati/:slug': () => import(/* webpackChunkName: "page-news-article" */ './pages/NewsArticlePage'),
  cautare: () => import(/* webpackChunkName: "page-search" */ './pages/SearchPage'),
  arhiva: () => import(/* webpackChunkName: "page-archive" */ './pages/ArchivePage'),
  calendar: () => import(/* webpackChunkName: "page-calendar" */ './pages/CalendarPage'),
  'calendar/:slug': () => import(/* webpackChunkName: "page-calendar-event" */ './pages/CalendarEventPage'),
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
