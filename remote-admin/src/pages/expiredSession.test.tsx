// A save refused because the session ended never loses what was typed: the dialog (or the About
// Us form) stays with its values and says the session expired; once signed in again the same
// Save goes through; and the address left for /login (the dialog's: /admin/subjects/new) opens
// again with what was typed.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CURRENT_USER_KEY, userSignedIn, type AboutUs, type Subject, type User } from '@school/shared';
import { API, renderScreen, server, setupMockApi } from '@school/shared/testing';
import SubjectsPage from './SubjectsPage';
import AboutUsPage from './AboutUsPage';
import { failNextWrite, mockCollection } from '../test/mockApi';
import { aboutUs, subjects } from '../test/fixtures';

setupMockApi();

const admin: User = { id: 1, username: 'admin', firstName: 'Ana', lastName: 'Pop', role: 'ADMIN', token: '' };
const sessionEnded = { message: 'Authentication required.' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(admin));
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
});

function renderSubjects(route = '/admin/subjects') {
  const api = mockCollection<Subject>('/school/subjects', subjects(), (body, id) => ({ id, name: String(body.name) }), 'Subject deleted.');
  return { ...renderScreen(<SubjectsPage />, { path: '/admin/subjects', route }), api };
}

const NEW_SUBJECT = '/admin/subjects/new';

const dialog = () => screen.getByRole('dialog', { name: 'Subject Details' });

/** Renders the list and adds a subject named `name`, a save the ended session refuses (the dialog shows why). */
async function addRefusedBySessionEnd(name: string) {
  const rendered = renderSubjects();
  await screen.findByRole('table');
  failNextWrite('/school/subjects', 401, sessionEnded);
  await rendered.user.click(screen.getByRole('button', { name: 'Add subject' }));
  await rendered.user.keyboard(`${name}{Enter}`);
  await within(dialog()).findByRole('alert');
  return rendered;
}

describe('a list screen', () => {
  it('keeps the dialog and what was typed, and the same Save goes through after signing in again', async () => {
    const { user, store, api } = renderSubjects();
    await screen.findByRole('table');
    failNextWrite('/school/subjects', 401, sessionEnded);
    await user.click(screen.getByRole('button', { name: 'Edit Fizică' }));
    const field = within(dialog()).getByRole('textbox', { name: 'Subject Name' });
    await user.clear(field);
    await user.type(field, 'Fizică aplicată');
    const saveButton = within(dialog()).getByRole('button', { name: 'Save Changes' });
    await user.click(saveButton);

    // A refused save puts the focus on what to do next: the banner naming the button to press again.
    const banner = await within(dialog()).findByRole('alert');
    expect(banner).toHaveTextContent('Your session has expired.');
    expect(field).toHaveValue('Fizică aplicată');
    expect(banner).toHaveFocus();
    expect(store.getState().currentUser).toMatchObject({ user: admin, sessionExpired: true });

    act(() => {
      store.dispatch(userSignedIn(admin));
    });
    await user.click(saveButton);
    expect(await screen.findByText('Subject updated.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { name: 'Fizică aplicată' } });
  });

  it('opens again with what was typed after a detour through /login, until saved', async () => {
    const first = await addRefusedBySessionEnd('Astronomie');
    first.unmount();

    const { user, api } = renderSubjects(NEW_SUBJECT);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('What you typed before signing in again is back.');
    expect(within(dialog()).getByRole('textbox', { name: 'Subject Name' })).toHaveValue('Astronomie');
    await screen.findByRole('table');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('New subject added.')).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', body: { name: 'Astronomie' } });

    // Saved: the address no longer opens with it.
    renderSubjects(NEW_SUBJECT);
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    expect(within(dialog()).getByRole('textbox', { name: 'Subject Name' })).toHaveValue('');
    expect(within(dialog()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('forgets the draft when the dialog is closed', async () => {
    const first = await addRefusedBySessionEnd('Astronomie');
    await first.user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    first.unmount();
    renderSubjects(NEW_SUBJECT);
    await screen.findByRole('table');
    expect(within(dialog()).getByRole('textbox', { name: 'Subject Name' })).toHaveValue('');
  });
});

describe('About Us', () => {
  it('keeps what was typed, and opens with it again after a detour through /login', async () => {
    const puts: AboutUs[] = [];
    let sessionOver = true;
    server.use(
      http.get(`${API}/school/about-us`, () => HttpResponse.json(aboutUs())),
      http.put(`${API}/school/about-us`, async ({ request }) => {
        if (sessionOver) return HttpResponse.json(sessionEnded, { status: 401 });
        const body = (await request.json()) as AboutUs;
        puts.push(body);
        return HttpResponse.json(body);
      }),
    );
    const first = renderScreen(<AboutUsPage />, { path: '/admin/about-us' });
    const phone = await screen.findByLabelText('Phone');
    await first.user.clear(phone);
    await first.user.type(phone, '0230 555 666');
    await first.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
    expect(phone).toHaveValue('0230 555 666');
    first.unmount();

    sessionOver = false;
    const { user } = renderScreen(<AboutUsPage />, { path: '/admin/about-us' });
    expect(await screen.findByLabelText('Phone')).toHaveValue('0230 555 666');
    expect(screen.getByRole('status')).toHaveTextContent('What you typed before signing in again is back.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('AboutUs updated.')).toBeInTheDocument();
    expect(puts.at(-1)?.phone).toBe('0230 555 666');
  });
});
