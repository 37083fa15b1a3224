// Runs after Module Federation has set up the shared scope (see index.ts). On a pre-rendered
// page (src/prerender) the host starts at the visitor's first tap or key (the loader,
// prerender/loader.ts); the store and the page's remote are made ready first, then React hydrates
// the snapshot's own elements: nothing is replaced, so the focus, the scroll position and what was
// typed stay where the visitor left them, and what was tapped before React listened is done once.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createAppStore, type AppStore } from '@school/shared';
import prerender from '@school/shared/http/prerender.json';
import { App, createAppRouter } from './App';
import { AfterCommit } from './prerender/AfterCommit';
import { replayEarlyActions, takeEarlyActions } from './prerender/earlyActions';
import { tellWhatWasTyped } from './prerender/keepTypedValues';
import { exposePrerenderProbe } from './prerender/prerenderProbe';
import { exposeRedraw } from './prerender/redraw';
import { pageSnapshot } from './prerender/snapshotData';
import { prepareTakeOver, snapshotState } from './prerender/takeOver';
import { yieldToMain } from './prerender/yieldToMain';

// The snapshot's menu-on-hover rule is for a page without scripts only.
const markStarted = () => document.documentElement.setAttribute(prerender.startedAttribute, '');

function app(store: AppStore, afterCommit: () => void, taking?: { serverState: ReturnType<AppStore['getState']>; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <AfterCommit beforePaint={afterCommit} afterEffects={() => exposePrerenderProbe(store)}>
        <App store={store} serverState={taking?.serverState} router={taking?.router} />
      </AfterCommit>
    </StrictMode>
  );
}

async function start(container: HTMLElement) {
  if (!pageSnapshot) {
    markStarted();
    // A transition, which React draws in short tasks: in one, the first render was a task of
    // ~200 ms on a slow phone, the page deaf meanwhile.
    const mount = (root: Root) => startTransition(() => root.render(app(createAppStore(), () => {})));
    const root = createRoot(container);
    mount(root);
    exposeRedraw(container, root, mount);
    return;
  }
  // Each step is its own task, and the hydration a transition, which React splits into short
  // tasks: the visitor may be using the page meanwhile.
  await yieldToMain();
  const store = createAppStore();
  await yieldToMain();
  await prepareTakeOver(store, pageSnapshot);
  await yieldToMain();
  const router = createAppRouter();
  await yieldToMain();
  // From here React listens: a tap during the hydration is React's (it hydrates at once to answer it).
  const early = takeEarlyActions();
  const afterHydration = () => {
    markStarted();
    void tellWhatWasTyped(container).then(() => replayEarlyActions(early));
  };
  startTransition(() => {
    // The snapshot's ids (useId) came from the renderer's createRoot, "_r_0_" on: the ids of what
    // React draws anew (the photo viewer's title) take a prefix, or they would name the snapshot's.
    hydrateRoot(container, app(store, afterHydration, { serverState: snapshotState(store), router }), { identifierPrefix: 'h' });
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
