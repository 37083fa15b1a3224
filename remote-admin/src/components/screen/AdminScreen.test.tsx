// The address is the one source of which item a screen has open: Edit and Add lead to the item's
// address (/admin/subjects/2, /admin/news/new), the address alone opens it (a link, a reload, the
// browser's Back), and leaving the editor leads back to the list's address.
import '../../test/editorLayout';
import { screen, waitFor, within } from '@testing-library/react';
import type { Subject } from '@school/shared';
import { setupMockApi } from '@school/shared/testing';
import NewsPage from '../../pages/NewsPage';
import SubjectsPage from '../../pages/SubjectsPage';
import { mockCollection } from '../../test/mockApi';
import { subjects } from '../../test/fixtures';
import { mockNews, newsPost } from '../../test/newsFixtures';
import { renderInDataRouter } from '../../test/renderDataRouter';

setupMockApi();

beforeEach(() => {
  sessionStorage.clear();
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
});

function renderSubjects(address: string) {
  mockCollection<Subject>('/school/subjects', subjects(), (body, id) => ({ id, name: String(body.name) }), 'Subject deleted.');
  return renderInDataRouter(<SubjectsPage />, '/admin/subjects', address);
}

const subjectDialog = () => screen.getByRole('dialog', { name: 'Subject Details' });

describe('a screen’s open item is its address', () => {
  it('Edit and Add lead to the item’s address; Close back to the list’s', async () => {
    const { user, router } = renderSubjects('/admin/subjects');
    await user.click(await screen.findByRole('button', { name: 'Edit Limba română' }));
    expect(router.state.location.pathname).toBe('/admin/subjects/2');
    expect(within(subjectDialog()).getByRole('textbox', { name: 'Subject Name' })).toHaveValue('Limba română');
    await user.click(within(subjectDialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/subjects');
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    expect(router.state.location.pathname).toBe('/admin/subjects/new');
    expect(within(subjectDialog()).getByRole('textbox', { name: 'Subject Name' })).toHaveValue('');
  });

  it('opens the item an address names, and the browser’s Back closes it', async () => {
    const { router } = renderSubjects('/admin/subjects');
    await screen.findByRole('table');
    await router.navigate('/admin/subjects/1');
    expect(within(await screen.findByRole('dialog', { name: 'Subject Details' })).getByRole('textbox', { name: 'Subject Name' })).toHaveValue('Matematică');
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/subjects');
  });

  it('reads alone an item the list’s filters leave out', async () => {
    const news = mockNews([newsPost(1, 'Ziua Școlii'), newsPost(2, 'Serbarea de iarnă', { status: 'DRAFT' })]);
    const { user, router } = renderInDataRouter(<NewsPage />, '/admin/news');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DRAFT');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Ziua Școlii' })).not.toBeInTheDocument());
    await router.navigate('/admin/news/1');
    const editor = await screen.findByRole('region', { name: 'Edit news post: Ziua Școlii' });
    expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveValue('Ziua Școlii');
    expect(news.calls).toEqual([]);
  });
});
