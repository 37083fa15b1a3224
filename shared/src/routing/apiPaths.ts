// API paths that both the API's routes and the admin's calls name. They live apart from the
// schemas so a screen that only calls an endpoint does not pull zod into the public pages.

/** The takedown of one media item (POST, editors): the API's route and the admin's call. */
export const mediaTakedownPath = { route: '/media/:id/takedown', of: (id: number) => `/media/${id}/takedown` } as const;

/**
 * A stored document's file as visitors link it: it leads (302) to the file of the moment, so a
 * link kept in a cached page, a bookmark or a message still works after the file is replaced.
 */
export const documentFilePath = {
  route: '/content/documents/:id/file',
  href: (id: number) => `/api/content/documents/${id}/file`,
} as const;

/** One school's archive (GET, PLATFORM_ADMIN): the API's route and the console's download link. */
export const schoolExportPath = { route: '/platform/schools/:id/export', of: (id: number) => `/platform/schools/${id}/export` } as const;
