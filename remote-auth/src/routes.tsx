// The auth section's route objects, exposed to the host as `remote_auth/routes`: /login and
// /register, each a chunk of its own.
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { authPaths, type AuthPath } from '@school/shared/routing';
import { suspended } from '@school/shared';

const screens: Record<AuthPath, ComponentType> = {
  login: suspended(lazy(() => import('./pages/LoginPage'))),
  register: suspended(lazy(() => import('./pages/RegisterPage'))),
  cont: suspended(lazy(() => import('./pages/AccountPage'))),
};

export const routes: RouteObject[] = authPaths.map((path) => ({ path, Component: screens[path] }));
