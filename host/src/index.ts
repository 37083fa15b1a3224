// The async boundary: Module Federation negotiates the shared singletons (React, the router,
// the store, styled-components, @school/shared) before bootstrap evaluates any of them.
// They are evaluated one by one, then the host's app (its routes and shells), each in a task of
// its own: all at once they were one task of ~350 ms on a slow phone, the page unable to answer
// meanwhile (right after a parent's first tap on a pre-rendered page; before the first paint of a
// page drawn live). On a pre-rendered page their files are already on their way side by side (the
// loader's preloads); on a page drawn live each step asks for its own, and still Lighthouse's slow
// 4G drew /admin/teachers sooner than with the one long task (docs/decisions.md).
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
  for (const evaluate of MODULES_IN_STEPS) {
    await evaluate();
    await yieldToMain();
  }
  await import('./bootstrap');
}

void start();
