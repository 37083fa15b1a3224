// @school/shared/testing: helpers for jest tests only (Testing Library, msw, axe-core are dev
// dependencies). Production code must never import this entry; eslint enforces it.
export { renderWithTheme } from './renderWithTheme';
export { renderWithProviders, renderScreen, screenRoute, Elsewhere, type RenderWithProvidersOptions } from './renderWithProviders';
export { axeViolations, expectNoAxeViolations } from './axe';
export { API, server, setupMockApi, type MockApiOptions } from './server';
export { aboutUsFixture } from './fixtures';
export { expectRoutesCoverPaths } from './exposedRoutes';
export { renderRouteTable } from './renderRouteTable';
