// The network edge for the screens' tests: msw answers what the API would. In jsdom the API base
// is http://localhost/api. jest loads this module afresh for every test file, so each file has
// its own server.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

export const API = 'http://localhost/api';

/** Every screen's host: an install without schools (GET /api/site), unless a test says otherwise. */
export const server = setupServer(http.get(`${API}/site`, () => HttpResponse.json({ kind: 'single', school: null })));

export interface MockApiOptions {
  /** Answers installed before every test (a test may add or override its own). */
  defaultHandlers?: () => RequestHandler[];
}

/** Start msw for the file; every request a test did not expect fails the test. */
export function setupMockApi({ defaultHandlers }: MockApiOptions = {}) {
  // Typing through user-event is slow on a loaded CI machine; the default 5 s is too tight.
  jest.setTimeout(30_000);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  if (defaultHandlers) beforeEach(() => server.use(...defaultHandlers()));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
}
