// The gallery editor's own words: where a gallery shows on the site (and which pages show it now),
// and what a save of a gallery already on the site says.
import '../../test/editorLayout';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Gallery, PageSection, SitePage } from '@school/shared';
import { API, axeViolations, server, setupMockApi } from '@school/shared/testing';
import { mockContent } from '../../test/mockContent';
import { photo } from '../../test/newsFixtures';
import { gallery as galleryOf } from '../../test/contentFixtures';
import GalleriesPage from '../GalleriesPage';
import { contentEditorOf, pressInList, renderContentScreen } from '../../test/screenSetup';

setupMockApi();

/** A gallery with one photo. */
const gallery = (id: number, title: string, change: Partial<Gallery> = {}) => galleryOf(id, title, { photos: [photo(21, 'Pupils at the fortress')], ...change });

const photosSection = (shown: Gallery | null, change: Partial<PageSection> = {}): PageSection => ({
  kind: 'photos',
  title: 'Fotografii',
  schoolYear: '2026-2027',
  archived: false,
  body: '',
  documents: [],
  gallery: shown,
  ...change,
});

const sitePage = (id: number, title: string, key: string, sections: PageSection[], change: Partial<SitePage> = {}): SitePage => ({
  id,
  key,
  title,
  sections,
  status: 'PUBLISHED',
  publishAt: null,
  updatedAt: '2026-10-01T10:00:00.000Z',
  ...change,
});

function setup(pages: SitePage[] = []) {
  const galleries = mockContent('/content/galleries', [gallery(1, 'Excursie la Sibiu'), gallery(2, 'Serbarea de Crăciun', { status: 'DRAFT' })], (body, id) =>
    gallery(id, String(body.title), { schoolYear: String(body.schoolYear), status: body.status as Gallery['status'] }),
  );
  server.use(http.get(`${API}/content/pages`, () => HttpResponse.json({ items: pages, total: pages.length, page: 1, pageSize: 100 })));
  return { ...renderContentScreen(<GalleriesPage />, 'gallery'), galleries };
}

const editor = () => contentEditorOf('gallery');
const WHERE_IT_SHOWS =
  'A gallery shows on the site where a page’s Photos section shows it (Pages → the page → Add section → Photos), and in the archive once its school year is past.';

describe('GalleryEditor: where the gallery shows', () => {
  it('says where a gallery shows on the site, near its title, when adding one', async () => {
    const { user } = setup();
    await pressInList(user, 'Add gallery');
    expect(within(editor()).getByText(WHERE_IT_SHOWS)).toBeInTheDocument();
  });

  it('lists the published pages whose current Photos section shows it, each a link to the public page', async () => {
    const sibiu = gallery(1, 'Excursie la Sibiu');
    const { user, container } = setup([
      sitePage(5, 'Săptămâna verde', 'activitati/saptamana-verde', [photosSection(gallery(1, 'Excursie la Sibiu'))]),
      sitePage(6, 'Activități extrașcolare', 'activitati/activitati-extrascolare', [photosSection(null), photosSection(sibiu)]),
      // Not on the site: a draft page, a section moved to the archive, another gallery.
      sitePage(7, 'Ciornă', 'ciorna', [photosSection(sibiu)], { status: 'DRAFT' }),
      sitePage(8, 'Istoric', 'istoric', [photosSection(sibiu, { archived: true, schoolYear: '2024-2025' })]),
      sitePage(9, 'Concursuri', 'concursuri-si-olimpiade', [photosSection(gallery(2, 'Serbarea de Crăciun'))]),
    ]);
    await pressInList(user, 'Edit Excursie la Sibiu');
    const shownOn = await within(editor()).findByText(/^Shown on:/);
    expect(shownOn).toHaveTextContent('Shown on: Săptămâna verde, Activități extrașcolare');
    expect(within(shownOn).getByRole('link', { name: 'Săptămâna verde' })).toHaveAttribute('href', '/activitati/saptamana-verde');
    expect(within(shownOn).getByRole('link', { name: 'Activități extrașcolare' })).toHaveAttribute('href', '/activitati/activitati-extrascolare');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when no page shows it yet', async () => {
    const { user } = setup([sitePage(9, 'Concursuri', 'concursuri-si-olimpiade', [photosSection(gallery(2, 'Serbarea de Crăciun'))])]);
    await pressInList(user, 'Edit Excursie la Sibiu');
    expect(await within(editor()).findByText('No page shows it yet.')).toBeInTheDocument();
  });
});

describe('GalleryEditor: what a save says', () => {
  it('says "Changes saved." after Save changes on a gallery already on the site, not "Published."', async () => {
    const { user, galleries } = setup();
    await pressInList(user, 'Edit Excursie la Sibiu');
    await user.type(within(editor()).getByRole('textbox', { name: 'Title' }), ' 2026');
    await user.click(within(editor()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(screen.queryByText('Published.')).not.toBeInTheDocument();
    expect(galleries.calls[0]).toMatchObject({ method: 'PUT', body: { title: 'Excursie la Sibiu 2026', status: 'PUBLISHED' } });
  });

  it('still says "Published." for Publish now on a draft', async () => {
    const { user } = setup();
    await pressInList(user, 'Edit Serbarea de Crăciun');
    await user.click(within(editor()).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published.')).toBeInTheDocument();
  });
});
