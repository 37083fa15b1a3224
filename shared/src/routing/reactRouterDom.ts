// What the sections' shipped code uses of react-router-dom, and nothing else (tests import the
// package itself). Module Federation shares this file under the name `react-router-dom` (see
// federation/index.js): a shared module keeps every export it has, and the whole router (its
// server, RSC and session code included) costs every page 34 KB more gzip JavaScript than these names.
// A name used but missing here fails reactRouterDom.test.ts.
export { createBrowserRouter, Link, Navigate, NavLink, Outlet, useBlocker, useLocation, useNavigate, useNavigationType } from 'react-router';
// The DOM RouterProvider (react-dom's flushSync), as react-router-dom exports it.
export { RouterProvider } from 'react-router/dom';
