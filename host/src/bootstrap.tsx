// Runs after Module Federation has set up the shared scope (see index.ts). On a pre-rendered
// page (src/prerender) the host starts at the visitor's first tap or key (the loader in
// shared/http/prerender.json); the store and the page's remote are made ready first, so the first
// commit replaces the snapshot's markup with the same page: no flash, no shift.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@school/shared';
import prerender from '@school/shared/http/prerender.json';
import { App } from './App';
import { AfterCommit } from './prerender/AfterCommit';
import { keepFocus } from './prerender/keepFocus';
import { keepTypedValues } from './prerender/keepTypedValues';
import { exposePrerenderProbe } from './prerender/prerenderProbe';
import { pageSnapshot } from './prerender/snapshotData';
import { replayClick } from './prerender/replayClick';
import { prepareTakeOver } from './prerender/takeOver';
import { yieldToMain } from './prerender/yieldToMain';

async function start(container: HTMLElement) {
  const store = createAppStore();
  // Over a snapshot the visitor already sees the page, and may be using it: each step below is
  // its own task, and the render is a transition, which React splits into short tasks and
  // commits once, when complete; what the visitor typed stays, the focus stays where the visitor
  // put it, and a button tapped meanwhile gets its click.
  const restoreValues = pageSnapshot ? keepTypedValues(container) : () => {};
  const restoreFocus = pageSnapshot ? keepFocus(container) : () => {};
  const replayTap = pageSnapshot ? replayClick(container) : () => {};
  const afterTakeOver = () => {
    restoreValues();
    restoreFocus();
    replayTap();
  };
  if (pageSnapshot) {
    await yieldToMain();
    await prepareTakeOver(store, pageSnapshot);
    await yieldToMain();
  }
  // The snapshot's menu-on-hover rule is for a page without scripts only.
  document.documentElement.setAttribute(prerender.startedAttribute, '');
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <AfterCommit beforePaint={afterTakeOver} afterEffects={() => exposePrerenderProbe(store)}>
        <App store={store} />
      </AfterCommit>
    </StrictMode>
  );
  if (pageSnapshot) startTransition(() => root.render(app));
  else root.render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
