// The host application: the page's one store, the shared theme, the router. `serverState` is what a
// pre-rendered page was drawn with, read while React hydrates it; a take-over makes the router
// beforehand, in a task of its own (createAppRouter), not inside the hydration's first step.
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore, GlobalStyle, theme, type AppStore } from '@school/shared';
import { createRoutes } from './routing/routes';

export const createAppRouter = () => createBrowserRouter(createRoutes());

type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ store, serverState, router: givenRouter }: { store?: AppStore; serverState?: ReturnType<AppStore['getState']>; router?: AppRouter }) {
  const appStore = useMemo(() => store ?? createAppStore(), [store]);
  const router = useMemo(() => givenRouter ?? createAppRouter(), [givenRouter]);
  return (
    <Provider store={appStore} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
