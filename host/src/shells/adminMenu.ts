// The admin shell's menu: each entry names its route; a user sees the entries whose route admits
// their role (adminRouteRoles in shared's sitePaths.ts), so a MANAGER sees only the content screens.
import { CONTENT_KINDS, CONTENT_TYPES, type Role } from '@school/shared';
import { mayOpen, pathOf, type AdminPath } from '@school/shared/routing';

export interface AdminMenuEntry {
  label: string;
  path: AdminPath;
}

/** The spec's five. */
const schoolScreens: AdminMenuEntry[] = [
  { label: 'Home', path: 'admin/dashboard' },
  { label: 'About us', path: 'admin/about-us' },
  { label: 'Classes', path: 'admin/classes' },
  { label: 'Subjects', path: 'admin/subjects' },
  { label: 'Teachers', path: 'admin/teachers' },
];

/** "Needs attention" first (where a MANAGER enters the admin area), the content kinds (shared's contentKinds.ts, in its order), the media. */
const contentScreens: AdminMenuEntry[] = [
  { label: 'Needs attention', path: 'admin/needs-attention' },
  ...CONTENT_TYPES.map((type) => ({ label: CONTENT_KINDS[type].plural, path: CONTENT_KINDS[type].adminPath })),
  { label: 'Media', path: 'admin/media' },
];

const administration: AdminMenuEntry[] = [
  { label: 'Messages', path: 'admin/messages' },
  { label: 'Trash', path: 'admin/trash' },
  { label: 'Users', path: 'admin/users' },
  { label: 'Audit log', path: 'admin/audit-log' },
];

/** In the order drawn; the county platform's console last: only a PLATFORM_ADMIN (on the platform's host) sees it. */
export const adminMenu: readonly AdminMenuEntry[] = [...schoolScreens, ...contentScreens, ...administration, { label: 'Schools', path: 'admin/platform/schools' }];

export const adminMenuFor = (role: Role): AdminMenuEntry[] => adminMenu.filter((entry) => mayOpen(role, entry.path));

/** Where /admin and the navbar's Administrare lead: the first screen the user may open (undefined: none). */
export const adminHomeFor = (role: Role): `/${AdminPath}` | undefined => {
  const first = adminMenuFor(role)[0];
  return first && pathOf(first.path);
};
