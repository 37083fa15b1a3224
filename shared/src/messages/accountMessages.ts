// The texts of user management (admin, English), the audit log (admin, English) and the account
// page /cont (visitors, Romanian). A shared module of its own (`@school/shared/messages/account`):
// the public pages never load it.

export const usersMessages = {
  role: 'Role must be one of USER, MANAGER, ADMIN.',
  disabled: 'Disabled must be true or false.',
  nothingToChange: 'Send a role, disabled or a new password.',
  updated: 'User updated.',
  /** The Users screen's role dialog: one line per role, after its name. */
  roleDescriptions: {
    USER: 'signs in to the site; no access to the admin area.',
    MANAGER: 'edits the site’s content: news, pages, documents, galleries, media and messages.',
    ADMIN: 'everything, including users, teachers, classes and subjects.',
  },
  passwordSet: 'New password set. The user was signed out everywhere else.',
  enabled: 'User enabled.',
  disabledDone: 'User disabled and signed out everywhere.',
  notFound: 'User not found.',
  lastAdmin: 'The last enabled ADMIN cannot be demoted or disabled. Make another user an ADMIN first.',
  sharedAccount: 'This account is also used at another school: only the platform operator can disable it or set its password. You can change its role here.',
  sort: 'Sort must be one of username, name, role (with - for descending).',
  page: 'Page must be a whole number from 1.',
  pageSize: 'Page size must be a whole number from 1 to 100.',
  search: 'Search text must be at most 100 characters.',
} as const;

export const auditLogMessages = {
  date: 'Dates must be ISO 8601 times, e.g. 2026-09-01T00:00:00Z.',
  filter: 'Filters must be at most 50 characters.',
} as const;

/** The account page (/cont) and its API answers: Romanian, as every visitor's page. */
export const accountMessages = {
  currentPassword: 'Parola actuală este obligatorie.',
  currentPasswordWrong: 'Parola actuală nu este corectă.',
  newPassword: 'Parola nouă este obligatorie.',
  newPasswordLength: 'Parola nouă trebuie să aibă între 8 și 128 de caractere.',
  newPasswordCommon: 'Această parolă este pe lista parolelor folosite des, pe care atacatorii le încearcă primele. Alegeți alta.',
  newPasswordSame: 'Parola nouă trebuie să fie diferită de cea actuală.',
  tooManyAttempts: 'Prea multe încercări ale parolei actuale. Încercați din nou mai târziu.',
  passwordChanged: 'Parola a fost schimbată. Celelalte sesiuni au fost închise.',
  otherSessionsEnded: (count: number) =>
    count === 0 ? 'Nu mai era deschisă nicio altă sesiune.' : count === 1 ? 'A fost închisă o altă sesiune.' : `Au fost închise ${count} alte sesiuni.`,
} as const;
