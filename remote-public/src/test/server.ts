// The network edge for the pages' tests: the shared msw server (@school/shared/testing) with the
// answers the public pages read by default.
import { http, HttpResponse } from 'msw';
import { API, server, setupMockApi as setupSharedMockApi } from '@school/shared/testing';
import type { AboutUs, Teacher } from '@school/shared';
import { aboutUsFixture, teachersFixture } from './fixtures';

export { API, server };

/** Answers for the two endpoints the public pages read; a test may pass its own data. */
export function schoolHandlers({ teachers = teachersFixture(), aboutUs = aboutUsFixture() }: { teachers?: Teacher[]; aboutUs?: AboutUs } = {}) {
  return [
    http.get(`${API}/school/teachers`, () => HttpResponse.json(teachers)),
    http.get(`${API}/school/about-us`, () => HttpResponse.json(aboutUs)),
  ];
}

/** Starts msw for the file with the default answers; a request nobody expected fails the test. */
export function setupMockApi() {
  setupSharedMockApi({ defaultHandlers: () => schoolHandlers() });
}
