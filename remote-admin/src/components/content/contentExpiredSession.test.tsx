// A content editor's save refused because the session ended keeps what was typed: the editor says
// so, and the editor's address left for /login (a reload: /admin/news/1, /admin/news/new) opens it
// again with it, until saved or left with Back.
import '../../test/editorLayout';
import { screen, within } from '@testing-library/react';
import { setupMockApi } from '@school/shared/testing';
import NewsPage from '../../pages/NewsPage';
import { failNextWrite } from '../../test/mockApi';
import { mockNews, newsPost } from '../../test/newsFixtures';
import { renderInDataRouter } from '../../test/renderDataRouter';

setupMockApi();

const sessionEnded = { message: 'Authentication required.' };

beforeEach(() => {
  sessionStorage.clear();
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
});

function setup(address = '/admin/news') {
  const news = mockNews([newsPost(1, 'Ziua Școlii', { date: '2026-10-05' })]);
  return { ...renderInDataRouter(<NewsPage />, '/admin/news', address), news };
}

const editor = (name: RegExp) => screen.getByRole('region', { name });

describe('a content editor whose session ended', () => {
  it('opens again on the same post with what was typed, and saving it forgets the draft', async () => {
    const first = setup();
    await first.user.click(await screen.findByRole('button', { name: 'Edit Ziua Școlii' }));
    const title = within(editor(/Edit news post/)).getByRole('textbox', { name: 'Title' });
    await first.user.clear(title);
    await first.user.type(title, 'Ziua Școlii 2026');
    failNextWrite('/content/news', 401, sessionEnded);
    await first.user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The post is on the site: its editor has Save changes, not Save draft.
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Sign in again, then press Save changes: what you typed is kept.');
    expect(title).toHaveValue('Ziua Școlii 2026');
    expect(first.router.state.location.pathname).toBe('/admin/news/1');
    first.unmount();

    const { user, news } = setup('/admin/news/1');
    const restored = await screen.findByRole('region', { name: 'Edit news post: Ziua Școlii' });
    expect(within(restored).getByRole('textbox', { name: 'Title' })).toHaveValue('Ziua Școlii 2026');
    expect(within(restored).getByText(/^What you typed before signing in again is back\./)).toHaveTextContent('Press Save changes to save it.');
    await user.click(within(restored).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(news.calls.at(-1)).toMatchObject({ method: 'PUT', url: 'http://localhost/api/content/news/1', body: { title: 'Ziua Școlii 2026', status: 'PUBLISHED' } });
    news.calls.length = 0;

    setup('/admin/news/1');
    const reopened = await screen.findByRole('region', { name: 'Edit news post: Ziua Școlii' });
    expect(within(reopened).getByRole('textbox', { name: 'Title' })).toHaveValue('Ziua Școlii');
  });

  it('opens again on a new post being added, and forgets it once left with Back', async () => {
    const first = setup();
    await first.user.click(await screen.findByRole('button', { name: 'Add news post' }));
    await first.user.type(within(editor(/Add news post/)).getByRole('textbox', { name: 'Title' }), 'Cercul de șah');
    failNextWrite('/content/news', 401, sessionEnded);
    await first.user.click(screen.getByRole('button', { name: 'Save draft' }));
    // A new post has Save draft and Publish now.
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Sign in again, then press Save draft or Publish now: what you typed is kept.');
    expect(first.router.state.location.pathname).toBe('/admin/news/new');
    first.unmount();

    const second = setup('/admin/news/new');
    const restored = await screen.findByRole('region', { name: 'Add news post' });
    expect(within(restored).getByRole('textbox', { name: 'Title' })).toHaveValue('Cercul de șah');
    await second.user.click(within(restored).getByRole('button', { name: 'Back to all news' }));
    await second.user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await screen.findByRole('table');
    second.unmount();

    setup('/admin/news/new');
    const fresh = await screen.findByRole('region', { name: 'Add news post' });
    expect(within(fresh).getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });
});
