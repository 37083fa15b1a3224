// The public pages read what admins manage from the API: renaming the principal through the API
// changes /echipa-manageriala and the teachers' grid.
import type { APIRequestContext } from '@playwright/test';
import type { Teacher } from '@school/shared';
import { xsrfHeader } from '../support/apiRequests';
import { ADMIN_PASSWORD } from '../support/ports';
import { expect, signIn, test } from '../support/fixtures';

async function putTeacher(request: APIRequestContext, teacher: Teacher) {
  const { id, subject, ...rest } = teacher;
  const response = await request.put(`/api/school/teachers/${id}`, {
    headers: await xsrfHeader(request),
    data: { ...rest, subject: subject ? { id: subject.id } : null },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('/echipa-manageriala changes after an admin renames the principal', async ({ page }) => {
  await page.goto('/echipa-manageriala');
  const main = page.getByRole('main');
  await expect(main).toContainText(/Director: prof\. /);

  await signIn(page.request, 'admin', ADMIN_PASSWORD);
  const teachers = (await (await page.request.get('/api/school/teachers')).json()) as Teacher[];
  const principal = teachers.find((t) => t.position === 'PRINCIPAL');
  const deputy = teachers.find((t) => t.position === 'DEPUTY_PRINCIPAL');
  expect(principal, 'the seed has a principal').toBeTruthy();
  await expect(main).toContainText(`Director: prof. ${principal!.lastName} ${principal!.firstName}`);
  await expect(main).toContainText(`Director adjunct: prof. ${deputy!.lastName} ${deputy!.firstName}`);

  try {
    await putTeacher(page.request, { ...principal!, lastName: 'Țăranu', firstName: 'Ștefania' });
    await page.reload();
    await expect(main).toContainText('Director: prof. Țăranu Ștefania');
    await expect(main).not.toContainText(`Director: prof. ${principal!.lastName} ${principal!.firstName}`);

    await page.goto('/cadre-didactice');
    await expect(main.getByRole('heading', { level: 3, name: 'Țăranu Ștefania' })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ has: page.getByRole('article') })).toHaveCount(teachers.length);

    // No principal: the post is shown as vacant, politely.
    await putTeacher(page.request, { ...principal!, lastName: 'Țăranu', firstName: 'Ștefania', position: 'TEACHER' });
    await page.goto('/echipa-manageriala');
    await expect(main).toContainText('Director: post vacant');
  } finally {
    await putTeacher(page.request, principal!);
  }
  await page.reload();
  await expect(main).toContainText(`Director: prof. ${principal!.lastName} ${principal!.firstName}`);
});
