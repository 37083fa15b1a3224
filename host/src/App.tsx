// The host application: the page's one store, the shared theme, the router. `serverState` is what a
// pre-rendered page was drawn with, read while React hydrates it.
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore, GlobalStyle, theme, type AppStore } from '@school/shared';
import { createRoutes } from './routing/routes';

export function App({ store, serverState }: { store?: AppStore; serverState?: ReturnType<AppStore['getState']> }) {
  const appStore = useMemo(() => store ?? createAppStore(), [store]);
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  return (
    <Provider store={appStore} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
