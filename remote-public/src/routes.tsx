// The public section's route objects, exposed to the host as `remote_public/routes`.
// One route per path of shared's publicPaths; each page is its own lazily loaded chunk, so
// /home loads only the code it shows. remote-public takes the route table from @school/shared
// itself (which re-exports @school/shared/routing), one shared module fewer to negotiate.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { publicPaths, type PublicPath } from '@school/shared';

type Page = LazyExoticComponent<ComponentType>;

export const pages: Record<PublicPath, Page> = {
  home: lazy(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage')),
  'echipa-manageriala': lazy(() => import(/* webpackChunkName: "page-management-team" */ './pages/ManagementTeamPage')),
  'cadre-didactice': lazy(() => import(/* webpackChunkName: "page-teachers" */ './pages/TeachersPage')),
  'stat-de-personal': lazy(() => import(/* webpackChunkName: "page-staffing" */ './pages/StaffingPage')),
  contact: lazy(() => import(/* webpackChunkName: "page-contact" */ './pages/ContactPage')),
  'projects/erasmus-colourful-numbers': lazy(() => import(/* webpackChunkName: "page-erasmus" */ './pages/ErasmusPage')),
  documente: lazy(() => import(/* webpackChunkName: "page-documents" */ './pages/DocumentsPage')),
  'legislatie-si-criterii-acordare-burse': lazy(() => import(/* webpackChunkName: "page-scholarships" */ './pages/ScholarshipsPage')),
  inscrierea: lazy(() => import(/* webpackChunkName: "page-enrolment" */ './pages/EnrolmentPage')),
  'actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie': lazy(
    () => import(/* webpackChunkName: "page-equal-chances" */ './pages/EqualChancesProjectPage'),
  ),
  'profesionalizarea-carierei-didactice-prof': lazy(() => import(/* webpackChunkName: "page-prof" */ './pages/ProfProjectPage')),
  istoric: lazy(() => import(/* webpackChunkName: "page-history" */ './pages/HistoryPage')),
  'structura-anului-scolar': lazy(() => import(/* webpackChunkName: "page-school-year" */ './pages/SchoolYearStructurePage')),
  'concursuri-si-olimpiade': lazy(() => import(/* webpackChunkName: "page-competitions" */ './pages/CompetitionsPage')),
  'activitati/activitati-extrascolare': lazy(() => import(/* webpackChunkName: "page-extracurricular" */ './pages/ExtracurricularPage')),
  'activitati/saptamana-altfel': lazy(() => import(/* webpackChunkName: "page-different-week" */ './pages/DifferentWeekPage')),
  'activitati/saptamana-verde': lazy(() => import(/* webpackChunkName: "page-green-week" */ './pages/GreenWeekPage')),
  'informatii-de-interes-public': lazy(() => import(/* webpackChunkName: "page-public-information" */ './pages/PublicInformationPage')),
  'declaratie-de-accesibilitate': lazy(() => import(/* webpackChunkName: "page-accessibility" */ './pages/AccessibilityStatementPage')),
  confidentialitate: lazy(() => import(/* webpackChunkName: "page-privacy" */ './pages/PrivacyPage')),
  'solicitare-retragere-fotografie': lazy(() => import(/* webpackChunkName: "page-photo-takedown" */ './pages/PhotoTakedownPage')),
};

export const routes: RouteObject[] = publicPaths.map((path) => ({
  path,
  Component: pages[path],
}));
