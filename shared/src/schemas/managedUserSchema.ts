// Users as an ADMIN manages them (GET /api/users, PUT /api/users/{id}): never a password hash.
import * as z from 'zod/mini';
import { usersMessages as m } from '../messages/accountMessages';
import { ROLES } from '../types/enums';
import { oneOf } from './fieldRules';
import { pageOf, pageQueryFields, queryText } from './pagingSchema';
import { registrationSchema } from './userSchema';

export const managedUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
});

export const USER_SORTS = ['username', '-username', 'name', '-name', 'role', '-role'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const userListQuerySchema = z.object({
  q: queryText(100, m.search),
  sort: z.pipe(z.optional(z.enum(USER_SORTS, { error: m.sort })), z.transform((sort: UserSort | undefined) => sort ?? 'username')),
  ...pageQueryFields,
});

export const userPageSchema = pageOf(managedUserSchema);

/** A partial change: any of role, disabled, a new password (the registration's rules; the API adds the common-passwords list). */
export const userUpdateSchema = z.object({
  role: z.optional(oneOf(ROLES, m.role)),
  disabled: z.optional(z.boolean({ error: m.disabled })),
  password: z.optional(registrationSchema.shape.password),
});

/** The screens' two forms: a role, a new password. */
export const roleChangeSchema = z.object({ role: oneOf(ROLES, m.role) });
export const passwordSetSchema = z.object({ password: registrationSchema.shape.password });

export type ManagedUser = z.output<typeof managedUserSchema>;
/** What a client asks GET /api/users for (sent as a query string). */
export interface UserListQuery {
  q?: string;
  sort?: UserSort;
  page?: number;
  pageSize?: number;
}
export type UserUpdate = z.input<typeof userUpdateSchema>;
