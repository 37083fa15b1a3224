// The async boundary: Module Federation negotiates the shared singletons (React, the router,
// the store, styled-components, @school/shared) before bootstrap evaluates any of them.
// On a pre-rendered page they are evaluated one by one, then the host's app (its routes and shells),
// each in a task of its own: all at once
// they were one task of ~350 ms on a slow phone right after the visitor's first tap, with the page
// unable to answer meanwhile. Their files are already on their way side by side (the loader's
// preloads); on a page drawn live, one import fetches them side by side and evaluates them at once.
// By its path: under its package name it would be a shared module, which this boundary cannot read yet.
import prerender from '../../shared/http/prerender.json';
import { yieldToMain } from './prerender/yieldToMain';

const MODULES_IN_STEPS = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('styled-components'),
  () => import('@reduxjs/toolkit'),
  () => import('@reduxjs/toolkit/query/react'),
  () => import('react-redux'),
  () => import('@school/shared'),
  () => import('./App'),
];

async function start() {
  if (document.getElementById(prerender.dataElementId)) {
    for (const evaluate of MODULES_IN_STEPS) {
      await evaluate();
      await yieldToMain();
    }
  }
  await import('./bootstrap');
}

void start();
