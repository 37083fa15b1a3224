// API paths that both the API's routes and the admin's calls name. They live apart from the
// schemas so a screen that only calls an endpoint does not pull zod into the public pages.

/** The takedown of one media item (POST, editors): the API's route and the admin's call. */
export const mediaTakedownPath = { route: '/media/:id/takedown', of: (id: number) => `/media/${id}/takedown` } as const;
