// The public section's route objects, exposed to the host as `remote_public/routes`.
// One route per path of shared's publicPaths; each page is its own lazily loaded chunk, so
// /home loads only the code it shows. remote-public takes the route table from @school/shared
// itself (which re-exports @school/shared/routing), one shared module fewer to negotiate.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { publicPaths, type PublicPath } from '@school/shared';

type Page = LazyExoticComponent<ComponentType>;

/** Every route whose whole content editors keep in the API: one page, keyed by its address. */
const contentPage: Page = lazy(() => import(/* webpackChunkName: "page-content" */ './pages/ContentPage'));

export const pages: Record<PublicPath, Page> = {
  home: lazy(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage')),
  'echipa-manageriala': lazy(() => import(/* webpackChunkName: "page-management-team" */ './pages/ManagementTeamPage')),
  'cadre-didactice': lazy(() => import(/* webpackChunkName: "page-teachers" */ './pages/TeachersPage')),
  'stat-de-personal': contentPage,
  contact: lazy(() => import(/* webpackChunkName: "page-contact" */ './pages/ContactPage')),
  'projects/erasmus-colourful-numbers': lazy(() => import(/* webpackChunkName: "page-erasmus" */ './pages/ErasmusPage')),
  documente: contentPage,
  'legislatie-si-criterii-acordare-burse': contentPage,
  inscrierea: lazy(() => import(/* webpackChunkName: "page-enrolment" */ './pages/EnrolmentPage')),
  'actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie': contentPage,
  'profesionalizarea-carierei-didactice-prof': contentPage,
  istoric: lazy(() => import(/* webpackChunkName: "page-history" */ './pages/HistoryPage')),
  'structura-anului-scolar': contentPage,
  'concursuri-si-olimpiade': contentPage,
  'activitati/activitati-extrascolare': contentPage,
  'activitati/saptamana-altfel': contentPage,
  'activitati/saptamana-verde': contentPage,
  noutati: lazy(() => import(/* webpackChunkName: "page-news" */ './pages/NewsListPage')),
  'noutati/:slug': lazy(() => import(/* webpackChunkName: "page-news-article" */ './pages/NewsArticlePage')),
  cautare: lazy(() => import(/* webpackChunkName: "page-search" */ './pages/SearchPage')),
  arhiva: lazy(() => import(/* webpackChunkName: "page-archive" */ './pages/ArchivePage')),
};

export const routes: RouteObject[] = publicPaths.map((path) => ({
  path,
  Component: pages[path],
}));
