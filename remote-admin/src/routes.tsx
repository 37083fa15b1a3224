// The admin section's route objects, exposed to the host as `remote_admin/routes`. The host puts
// them under its admin shell and its guard (each route's roles: shared's adminRouteRoles). Each screen is a chunk of its own.
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { adminPaths, routePatternOf, type AdminPath } from '@school/shared/routing';
import { suspended } from '@school/shared';

const screens: Record<AdminPath, ComponentType> = {
  'admin/dashboard': suspended(lazy(() => import('./pages/DashboardPage'))),
  'admin/about-us': suspended(lazy(() => import('./pages/AboutUsPage'))),
  'admin/subjects': suspended(lazy(() => import('./pages/SubjectsPage'))),
  'admin/teachers': suspended(lazy(() => import('./pages/TeachersPage'))),
  'admin/classes': suspended(lazy(() => import('./pages/ClassesPage'))),
  'admin/media': suspended(lazy(() => import('./pages/MediaLibraryPage'))),
  'admin/news': suspended(lazy(() => import('./pages/NewsPage'))),
  'admin/galleries': suspended(lazy(() => import('./pages/GalleriesPage'))),
  'admin/events': suspended(lazy(() => import('./pages/EventsPage'))),
  'admin/documents': suspended(lazy(() => import('./pages/DocumentsPage'))),
  'admin/pages': suspended(lazy(() => import('./pages/PagesPage'))),
  'admin/trash': suspended(lazy(() => import('./pages/TrashPage'))),
  'admin/messages': suspended(lazy(() => import('./pages/MessagesPage'))),
  'admin/users': suspended(lazy(() => import('./pages/UsersPage'))),
  'admin/audit-log': suspended(lazy(() => import('./pages/AuditLogPage'))),
  'admin/needs-attention': suspended(lazy(() => import('./pages/NeedsAttentionPage'))),
  'admin/platform/schools': suspended(lazy(() => import('./platform/SchoolsConsolePage'))),
};

// A screen's route matches its items' addresses too (/admin/news/12): the screen reads which is open.
export const routes: RouteObject[] = adminPaths.map((path) => ({ path: routePatternOf(path), Component: screens[path] }));
