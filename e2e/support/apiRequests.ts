// Helpers beside fixtures.ts: stop and start the API process, and call the API with the page's
// own cookie jar (so a test can change data, or end the page's session, behind the page's back).
// fixtures.ts signs in and registers through these: they take expect from Playwright, not from it.
import { expect, type APIRequestContext } from '@playwright/test';

/** Stops or starts the API process (the host and the remotes keep running). */
export async function controlApi(action: 'stop' | 'start') {
  const response = await fetch(`${process.env.E2E_CONTROL_URL}/sections/api/${action}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

/** The X-XSRF-TOKEN header for a write, from the jar's XSRF-TOKEN cookie. */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/user/me');
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('the API set no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** Ends the jar's session on the server, as signing out in another tab would. */
export async function endSession(request: APIRequestContext) {
  const response = await request.post('/api/user/logout', { headers: await xsrfHeader(request) });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function addSubject(request: APIRequestContext, name: string): Promise<{ id: number; name: string }> {
  const response = await request.post('/api/school/subjects', { headers: await xsrfHeader(request), data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export async function deleteSubject(request: APIRequestContext, id: number) {
  const response = await request.delete(`/api/school/subjects/${id}`, { headers: await xsrfHeader(request) });
  expect(response.ok(), await response.text()).toBe(true);
}
