import '../test/editorLayout';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, axeViolations, server, setupMockApi } from '@school/shared/testing';
import { image, mockMediaLibrary } from '../test/mediaFixtures';
import { mockNews, newsPost, photo } from '../test/newsFixtures';
import { columnTexts } from '../test/table';
import NewsPage from './NewsPage';
import { confirmDelete, contentEditorOf, pressInList, renderContentScreen } from '../test/screenSetup';

setupMockApi();

const posts = () => [
  newsPost(1, 'Ziua Școlii', { date: '2026-10-05' }),
  newsPost(2, 'Balul Bobocilor', { status: 'DRAFT', date: '2026-11-01' }),
  newsPost(3, 'Crosul toamnei', { publishAt: '2099-01-01T08:00:00.000Z', date: '2026-11-10' }),
];

function setup(rows = posts(), address?: string) {
  const news = mockNews(rows);
  const media = mockMediaLibrary([image(11, 'cor.jpg', 'The choir'), image(12, 'sala.jpg'), image(13, 'curte.jpg', 'The yard')]);
  return { ...renderContentScreen(<NewsPage />, 'news', address), news, media };
}

const editor = () => contentEditorOf('news');

async function addPhotos(user: ReturnType<typeof setup>['user'], names: string[]) {
  await user.click(within(editor()).getByRole('button', { name: 'Add photos' }));
  const picker = screen.getByRole('dialog', { name: 'Add photos' });
  for (const name of names) await user.click(await within(picker).findByRole('button', { name: `Select ${name}` }));
  await user.click(within(picker).getByRole('button', { name: `Use ${names.length} selected` }));
}

describe('NewsPage: the list', () => {
  it('shows All News with each post, its status, and the add button', async () => {
    const { news } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'All News' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add news post' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(columnTexts(0)).toEqual(['Ziua Școlii', 'Balul Bobocilor', 'Crosul toamnei']);
    expect(columnTexts(3)).toEqual(['Published', 'Draft', 'Scheduled']);
    expect(news.queries[0]).toBe('status=ALL&pageSize=100');
  });

  it('says when a list shows only the newest 100 of more', async () => {
    const many = Array.from({ length: 101 }, (_, index) => newsPost(index + 1, `Știre ${index + 1}`));
    setup(many);
    expect(await screen.findByText('Showing the newest 100 of 101 news posts: choose a school year to see the others.')).toBeInTheDocument();
  });

  it('searches, sorts and filters by status and school year', async () => {
    const { user, news } = setup();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search news posts' }), 'bal');
    await waitFor(() => expect(columnTexts(0)).toEqual(['Balul Bobocilor']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search news posts' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    expect(columnTexts(0)).toEqual(['Balul Bobocilor', 'Crosul toamnei', 'Ziua Școlii']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Drafts');
    await waitFor(() => expect(columnTexts(0)).toEqual(['Balul Bobocilor']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'School year' }), '2025-2026');
    expect(await screen.findByText('No news posts found.')).toBeInTheDocument();
    expect(news.queries.at(-1)).toBe('status=DRAFT&schoolYear=2025-2026&pageSize=100');
  });

  it('moves a post to the trash after the confirmation', async () => {
    const { user } = setup();
    await confirmDelete(user, 'Ziua Școlii');
    expect(await screen.findByText('Moved to the trash; it can be restored for 30 days.')).toBeInTheDocument();
    await waitFor(() => expect(columnTexts(0)).toEqual(['Balul Bobocilor', 'Crosul toamnei']));
  });
});

describe('NewsPage: opened on one post', () => {
  it('opens the editor of the post its address names (a Needs attention link); Back shows the list at the list’s address', async () => {
    const { user, router } = setup(posts(), '/admin/news/2');
    expect(await screen.findByRole('region', { name: 'Edit news post: Balul Bobocilor' })).toBeInTheDocument();
    expect(within(editor()).getByRole('textbox', { name: 'Title' })).toHaveValue('Balul Bobocilor');
    await user.click(within(editor()).getByRole('button', { name: 'Back to all news' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/news');
    expect(screen.queryByRole('region', { name: /^Edit news post/ })).not.toBeInTheDocument();
  });

  it('leads an old link (`?edit=2`) to the post’s address', async () => {
    const { router } = setup(posts(), '/admin/news?edit=2');
    expect(await screen.findByRole('region', { name: 'Edit news post: Balul Bobocilor' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/admin/news/2', search: '' });
  });

  it('says so when the post the address names does not exist', async () => {
    setup(posts(), '/admin/news/99');
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('NewsPage: the editor', () => {
  it('says what is missing and sends nothing; a draft is saved with status DRAFT', async () => {
    const { user, news } = setup();
    await pressInList(user, 'Add news post');
    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    expect(within(editor()).getByText('Title is required.')).toBeInTheDocument();
    expect(news.calls).toHaveLength(0);
    await user.type(within(editor()).getByRole('textbox', { name: 'Title' }), 'Concurs de matematică');
    await user.click(await within(editor()).findByRole('textbox', { name: 'Body' }, { timeout: 10_000 }));
    await user.keyboard('Rezultatele concursului.');
    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(screen.getByText('Successful!')).toBeInTheDocument();
    expect(news.calls[0]).toMatchObject({
      method: 'POST',
      xsrf: 'token-1',
      body: { title: 'Concurs de matematică', body: '<p>Rezultatele concursului.</p>', status: 'DRAFT', publishAt: null, images: [], coverImage: null },
    });
  });

  it("inserts an image from the media library through the editor's Image button", async () => {
    const { user, news } = setup();
    await pressInList(user, 'Add news post');
    await user.type(within(editor()).getByRole('textbox', { name: 'Title' }), 'Corul școlii');
    await user.click(await within(editor()).findByRole('textbox', { name: 'Body' }, { timeout: 10_000 }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Body formatting' })).getByRole('button', { name: 'Image' }));
    const picker = screen.getByRole('dialog', { name: 'Insert an image' });
    await user.click(await within(picker).findByRole('button', { name: 'Select cor.jpg' }));
    await user.click(within(picker).getByRole('button', { name: 'Use selected image' }));
    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect((news.calls[0]?.body as { body: string }).body).toContain('<img src="/api/media/files/11-320.webp" alt="The choir"');
  });

  it('adds photos from the library, requires alt text before publishing, reorders by keyboard and publishes', async () => {
    const { user, news } = setup();
    await pressInList(user, 'Add news post');
    await user.type(within(editor()).getByRole('textbox', { name: 'Title' }), 'Serbarea de iarnă');
    await addPhotos(user, ['cor.jpg', 'sala.jpg', 'curte.jpg']);
    const photos = within(editor()).getByRole('list', { name: 'Photos' });
    expect(within(photos).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Photo 1: cor.jpg',
      'Photo 2: sala.jpg',
      'Photo 3: curte.jpg',
    ]);

    await user.click(within(editor()).getByRole('button', { name: 'Publish now' }));
    expect(within(photos).getByText('Alt text is required, unless the image is decorative.')).toBeInTheDocument();
    expect(news.calls).toHaveLength(0);

    const sala = within(photos).getByRole('group', { name: 'Photo 2: sala.jpg' });
    await user.type(within(sala).getByRole('textbox', { name: 'Alt text' }), 'The hall decorated');
    const moveUp = within(sala).getByRole('button', { name: 'Move up' });
    await user.click(moveUp);
    const movedGroup = within(photos).getByRole('group', { name: 'Photo 1: sala.jpg' });
    expect(within(movedGroup).getByRole('button', { name: 'Move down' })).toHaveFocus();
    expect(screen.getByText('sala.jpg moved to position 1 of 3.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(within(photos).getByRole('group', { name: 'Photo 2: sala.jpg' })).toBeInTheDocument();
    await user.click(within(within(photos).getByRole('group', { name: 'Photo 1: cor.jpg' })).getByRole('button', { name: 'Move down' }));

    await user.click(within(editor()).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published.')).toBeInTheDocument();
    expect(news.calls[0]?.body).toMatchObject({
      title: 'Serbarea de iarnă',
      status: 'PUBLISHED',
      images: [
        { id: 12, alt: 'The hall decorated', decorative: false },
        { id: 11, alt: 'The choir' },
        { id: 13, alt: 'The yard' },
      ],
    });
  });

  it('schedules at a time, and unpublishes a published post', async () => {
    const { user, news } = setup();
    await pressInList(user, 'Edit Ziua Școlii');
    await user.click(within(editor()).getByRole('button', { name: 'Schedule' }));
    expect(await within(editor()).findByText('Choose the date and time to publish at, in the future.')).toBeInTheDocument();
    expect(news.calls).toHaveLength(0);
    await user.type(within(editor()).getByLabelText('Publish at'), '2099-05-01T09:30');
    await user.click(within(editor()).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/^Scheduled: it will be published on/)).toBeInTheDocument();
    expect(news.calls[0]).toMatchObject({ method: 'PUT', url: 'http://localhost/api/content/news/1', body: { status: 'PUBLISHED', publishAt: new Date('2099-05-01T09:30').toISOString() } });

    await user.click(await screen.findByRole('button', { name: 'Edit Balul Bobocilor' }));
    expect(within(editor()).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
    await user.click(within(editor()).getByRole('button', { name: 'Back to all news' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Crosul toamnei' }));
    await user.click(within(editor()).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Unpublished: it is a draft again.')).toBeInTheDocument();
    expect(news.calls[1]).toMatchObject({ method: 'PUT', url: 'http://localhost/api/content/news/3', body: { status: 'DRAFT', publishAt: null } });
  });

  it('saves the changes to a published post with Enter, keeping it on the site', async () => {
    const { user, news } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Ziua Școlii' }));
    // The editor replaced the list and the button pressed: the focus is on its heading.
    expect(screen.getByRole('heading', { name: 'Edit news post: Ziua Școlii' })).toHaveFocus();
    expect(within(editor()).queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    await user.type(within(editor()).getByRole('textbox', { name: 'Title' }), ' 2025{Enter}');
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(news.calls[0]).toMatchObject({ method: 'PUT', url: 'http://localhost/api/content/news/1', body: { title: 'Ziua Școlii 2025', status: 'PUBLISHED', publishAt: null } });
  });

  it("shows the API's refusal in Error! and keeps what was typed", async () => {
    const { user } = setup();
    server.use(http.post(`${API}/content/news`, () => HttpResponse.json({ message: 'Please correct the highlighted fields.', errors: { title: 'Must be at most 200 characters.' } }, { status: 400 }), { once: true }));
    await pressInList(user, 'Add news post');
    await user.type(within(editor()).getByRole('textbox', { name: 'Title' }), 'Titlu');
    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    const alert = await within(editor()).findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Please correct the highlighted fields.');
    expect(within(editor()).getByText('Must be at most 200 characters.')).toBeInTheDocument();
    expect(within(editor()).getByRole('textbox', { name: 'Title' })).toHaveValue('Titlu');
    // The API's refusal sends the focus to the field it names.
    expect(within(editor()).getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('puts the focus on the first field to correct when Publish now is refused, not on the button far below it', async () => {
    const { user, news } = setup();
    await pressInList(user, 'Add news post');
    await user.click(within(editor()).getByRole('button', { name: 'Publish now' }));
    expect(within(editor()).getByRole('alert')).toHaveTextContent('Error! Please correct the highlighted fields');
    expect(within(editor()).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(news.calls).toHaveLength(0);
  });

  it('previews the post in a frame where nothing runs, reached by Tab, its date as the site writes it', async () => {
    const { user } = setup();
    await pressInList(user, 'Edit Ziua Școlii');
    await user.click(within(editor()).getByRole('button', { name: 'Preview' }));
    const frame = within(screen.getByRole('dialog', { name: 'Preview' })).getByTitle('Preview of Ziua Școlii');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Ziua Școlii</h1>');
    expect(frame.getAttribute('srcdoc')).toContain('5 octombrie 2026');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Text.</p>');
    // The keyboard scrolls a long preview once the frame has the focus.
    await user.tab();
    await user.tab();
    expect(frame).toHaveFocus();
  });

  it('leaves without asking when nothing changed', async () => {
    const { user } = setup([newsPost(1, 'Ziua Școlii', { images: [photo(11, 'The choir')] })]);
    await pressInList(user, 'Edit Ziua Școlii');
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(screen.getByText('Left the screen.')).toBeInTheDocument();
  });

  it('asks before leaving a changed post: Stay keeps it, Leave without saving goes', async () => {
    const { user } = setup();
    await pressInList(user, 'Edit Ziua Școlii');
    await user.type(within(editor()).getByRole('textbox', { name: 'Place' }), ' din sat');
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    const question = screen.getByRole('dialog', { name: 'Unsaved changes' });
    expect(question).toHaveTextContent('You have unsaved changes. Leave without saving them?');
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(within(editor()).getByRole('textbox', { name: 'Place' })).toHaveValue('Școala Gimnazială din sat');
    await user.click(within(editor()).getByRole('button', { name: 'Back to all news' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Stay' }));
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Left the screen.')).toBeInTheDocument();
  });

  it('restores an earlier version from Revisions once the question naming it is answered', async () => {
    const { user } = setup();
    const restored: string[] = [];
    server.use(
      http.get(`${API}/content/news/1/revisions`, () => HttpResponse.json([{ id: 5, createdAt: '2026-10-04T09:00:00.000Z', author: 'maria', title: 'Ziua școlii (ciornă)' }])),
      http.post(`${API}/content/news/1/revisions/5/restore`, ({ request }) => {
        restored.push(request.url);
        return HttpResponse.json(newsPost(1, 'Ziua școlii (ciornă)'));
      }),
    );
    await pressInList(user, 'Edit Ziua Școlii');
    await user.click(within(editor()).getByRole('button', { name: 'Revisions' }));
    const revisions = screen.getByRole('dialog', { name: 'Revisions' });
    expect(await within(revisions).findByText('Ziua școlii (ciornă)')).toBeInTheDocument();
    await user.click(within(revisions).getByRole('button', { name: /^Restore the version of/ }));
    // One tap does not put an old version on the site: the dialog asks first.
    const question = within(revisions).getByText(/^Restore the version of .*, by maria\? It replaces the current one at once/);
    expect(question).toHaveFocus();
    expect(restored).toEqual([]);
    await user.click(within(revisions).getByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByText('Restored.')).toBeInTheDocument();
    expect(restored).toEqual([`${API}/content/news/1/revisions/5/restore`]);
  });

  it('has no axe violation with the editor and the picker open', async () => {
    const { user, container } = setup();
    await screen.findByRole('table');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add news post' }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(editor()).getByRole('button', { name: 'Add photos' }));
    await within(screen.getByRole('dialog', { name: 'Add photos' })).findByRole('button', { name: 'Select cor.jpg' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
