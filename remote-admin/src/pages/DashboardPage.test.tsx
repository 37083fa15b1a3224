import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { documentsApi, type HealthEntry } from '@school/shared';
import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import { schoolYearOf } from '@school/shared/schemas';
import DashboardPage from './DashboardPage';
import { API, axeViolations, renderScreen, server, setupMockApi } from '@school/shared/testing';
import { classes, subjects, teachers } from '../test/fixtures';

setupMockApi();

const needingAttention: HealthEntry[] = [
  { kind: 'stale-page', message: 'Page “Înscrierea” has not been updated in the 2026-2027 school year.', itemType: 'page', itemId: 4, link: '/admin/pages' },
  { kind: 'missing-alt', message: 'A photo in the media library (curte.jpg) has no alt text.', itemType: 'media', itemId: 9, link: '/admin/media' },
];

function answerCounts() {
  server.use(
    http.get(`${API}/school/teachers`, () => HttpResponse.json(teachers())),
    http.get(`${API}/school/classes`, () => HttpResponse.json(classes().slice(0, 2))),
    http.get(`${API}/school/subjects`, () => HttpResponse.json(subjects())),
  );
}

const answerHealth = (entries: HealthEntry[]) => server.use(http.get(`${API}/content/health`, () => HttpResponse.json(entries)));

describe('DashboardPage', () => {
  it('shows how many teachers, classes and subjects there are, each linking to its screen', async () => {
    answerCounts();
    answerHealth([]);
    const { user } = renderScreen(<DashboardPage />, { path: '/admin/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '3 Teachers' })).toHaveAttribute('href', '/admin/teachers');
    expect(await screen.findByRole('link', { name: '2 Classes' })).toHaveAttribute('href', '/admin/classes');
    expect(await screen.findByRole('link', { name: '25 Subjects' })).toHaveAttribute('href', '/admin/subjects');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: '25 Subjects' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/subjects');
  });

  it('shows a dash for a count that could not be loaded', async () => {
    server.use(
      http.get(`${API}/school/teachers`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get(`${API}/school/classes`, () => HttpResponse.json([])),
      http.get(`${API}/school/subjects`, () => HttpResponse.json([])),
    );
    answerHealth([]);
    renderScreen(<DashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByRole('link', { name: '– Teachers' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '0 Classes' })).toBeInTheDocument();
  });
});

describe('DashboardPage: needs attention', () => {
  it('lists what needs attention, each entry a link to the screen that fixes it', async () => {
    answerCounts();
    answerHealth(needingAttention);
    const { user } = renderScreen(<DashboardPage />, { path: '/admin/dashboard' });
    const section = screen.getByRole('region', { name: m.title });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(needingAttention.map((e) => [e.message, e.link]));
    expect(await axeViolations()).toEqual([]);
    await user.click(links[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/media');
  });

  it('says so when nothing needs attention, and when the list could not be loaded', async () => {
    answerCounts();
    answerHealth([]);
    const { unmount } = renderScreen(<DashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    unmount();
    server.use(http.get(`${API}/content/health`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderScreen(<DashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByText(m.loadFailed)).toBeInTheDocument();
  });

  it('refreshes after a content write', async () => {
    answerCounts();
    let entries = needingAttention;
    server.use(
      http.get(`${API}/content/health`, () => HttpResponse.json(entries)),
      http.delete(`${API}/content/documents/3`, () => new HttpResponse('Moved to the trash.', { headers: { 'Content-Type': 'text/plain' } })),
    );
    const { store } = renderScreen(<DashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByRole('link', { name: needingAttention[0]!.message })).toBeInTheDocument();
    entries = [];
    await store.dispatch(documentsApi.endpoints.deleteDocument.initiate(3));
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
  });
});

describe('DashboardPage: start new school year', () => {
  it('asks first, saying activity sections move too; Cancel does nothing, confirming starts the year, says what moved (page sections too) and refreshes the list', async () => {
    answerCounts();
    let entries: HealthEntry[] = [];
    let started = 0;
    server.use(
      http.get(`${API}/content/health`, () => HttpResponse.json(entries)),
      http.post(`${API}/content/school-year/rollover`, () => {
        started += 1;
        entries = [{ kind: 'renew-page', message: 'Page “Înscrierea” must be renewed for the 2026-2027 school year.', itemType: 'page', itemId: 4, link: '/admin/pages/4' }];
        return HttpResponse.json({ schoolYear: '2026-2027', archived: { news: 3, galleries: 1, documents: 2, sections: 4 } });
      }),
    );
    const { user } = renderScreen(<DashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByText(m.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.rolloverButton }));
    const dialog = await screen.findByRole('dialog', { name: m.rolloverButton });
    // It names the year it starts (the one today falls in) and says in one sentence what moves to the archive.
    const year = schoolYearOf(new Date().toISOString().slice(0, 10));
    expect(within(dialog).getByText(`Start the ${year} school year?`)).toBeInTheDocument();
    expect(within(dialog).queryByText(/last 1 September/)).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(
        `News posts, galleries, documents and the activity sections of pages from school years before ${year} move to the archive (still on the site under Arhivă, no longer on the current pages), and the enrolment, school-year structure and scholarships pages are listed under Needs attention for renewal.`,
      ),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(started).toBe(0);

    await user.click(screen.getByRole('button', { name: m.rolloverButton }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.rolloverConfirm }));
    expect(await screen.findByText('The 2026-2027 school year has started: 6 items and 4 page sections moved to the archive.')).toBeInTheDocument();
    expect(started).toBe(1);
    expect(await screen.findByRole('link', { name: entries[0]!.message })).toHaveAttribute('href', '/admin/pages/4');
  });

  it('shows the refusal when the year was already started', async () => {
    answerCounts();
    answerHealth([]);
    server.use(http.post(`${API}/content/school-year/rollover`, () => HttpResponse.json({ message: m.rolloverDone('2026-2027') }, { status: 409 })));
    const { user } = renderScreen(<DashboardPage />, { path: '/admin/dashboard' });
    await user.click(screen.getByRole('button', { name: m.rolloverButton }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.rolloverConfirm }));
    expect(await screen.findByText(m.rolloverDone('2026-2027'))).toBeInTheDocument();
  });
});
