// Runs after Module Federation has set up the shared scope (see index.ts). On a pre-rendered
// page (src/prerender) the store and the page's remote are made ready first, so the first commit
// replaces the snapshot's markup with the same page: no flash, no shift.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@school/shared';
import prerender from '@school/shared/http/prerender.json';
import { App } from './App';
import { exposePrerenderProbe } from './prerender/prerenderProbe';
import { pageSnapshot } from './prerender/snapshotData';
import { prepareTakeOver } from './prerender/takeOver';

async function start(container: HTMLElement) {
  const store = createAppStore();
  if (pageSnapshot) await prepareTakeOver(store, pageSnapshot);
  exposePrerenderProbe(store);
  // The snapshot's menu-on-hover rule is for a page without scripts only.
  document.documentElement.setAttribute(prerender.startedAttribute, '');
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  // Over a snapshot, the visitor already sees the page: render in a transition, which React
  // splits into short tasks (the phone stays responsive), and commits once, when complete.
  if (pageSnapshot) startTransition(() => root.render(app));
  else root.render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
