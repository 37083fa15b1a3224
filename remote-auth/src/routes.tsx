// The auth section's route objects, exposed to the host as `remote_auth/routes`: /login,
// /register, /cont and /invitatie (a school's invitation link), each a chunk of its own.
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { authPaths, type AuthPath } from '@school/shared/routing';
import { suspended } from '@school/shared';

const screens: Record<AuthPath, ComponentType> = {
  login: suspended(lazy(() => import('./pages/LoginPage'))),
  register: suspended(lazy(() => import('./pages/RegisterPage'))),
  cont: suspended(lazy(() => import('./pages/AccountPage'))),
  invitatie: suspended(lazy(() => import('./pages/InvitationPage'))),
};

export const routes: RouteObject[] = authPaths.map((path) => ({ path, Component: screens[path] }));
