import { screen, within } from '@testing-library/react';
import type { Gallery } from '@school/shared';
import { axeViolations, setupMockApi } from '@school/shared/testing';
import { image, mockMediaLibrary } from '../test/mediaFixtures';
import { mockContent } from '../test/mockContent';
import { photo } from '../test/newsFixtures';
import { gallery } from '../test/contentFixtures';
import { columnTexts } from '../test/table';
import GalleriesPage from './GalleriesPage';
import { contentEditorOf, expectEditorOpenOn, expectScreen, pressInList, renderContentScreen } from '../test/screenSetup';

setupMockApi();


function setup(address?: string) {
  const galleries = mockContent('/content/galleries', [gallery(1, 'Excursie la Sibiu', { photos: [photo(21, 'Pupils at the fortress'), photo(22, 'The old town')] })], (body, id) =>
    gallery(id, String(body.title), { schoolYear: String(body.schoolYear), status: body.status as Gallery['status'] }),
  );
  mockMediaLibrary([image(11, 'cor.jpg', 'The choir'), image(12, 'sala.jpg', 'The hall')]);
  return { ...renderContentScreen(<GalleriesPage />, 'gallery', address), galleries };
}

const editor = () => contentEditorOf('gallery');

describe('GalleriesPage', () => {
  it('opens the editor of the gallery its address names (a Needs attention link: consent, alt text)', async () => {
    setup('/admin/galleries/1');
    await expectEditorOpenOn('gallery', 'Excursie la Sibiu');
  });

  it('lists the galleries with their photo count and status', async () => {
    setup();
    await expectScreen('All Galleries');
    expect(columnTexts(0)).toEqual(['Excursie la Sibiu']);
    expect(columnTexts(2)).toEqual(['2']);
    expect(columnTexts(3)).toEqual(['Published']);
  });

  it('requires consent for a photo showing pupils before publishing, and keeps the order set by keyboard', async () => {
    const { user, galleries } = setup();
    await pressInList(user, 'Edit Excursie la Sibiu');
    const photos = within(editor()).getByRole('list', { name: 'Photos' });
    const fortress = within(photos).getByRole('group', { name: /^Photo 1:/ });
    await user.click(within(fortress).getByRole('checkbox', { name: 'Shows pupils' }));
    await user.click(within(editor()).getByRole('button', { name: 'Publish now' }));
    expect(within(fortress).getByText('Confirm the parents’ consent for a photo that shows pupils, or remove it, before publishing.')).toBeInTheDocument();

    await user.click(within(fortress).getByRole('checkbox', { name: 'Consent confirmed' }));
    await user.click(within(fortress).getByRole('button', { name: 'Move down' }));
    await user.click(within(editor()).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(galleries.calls[0]).toMatchObject({
      method: 'PUT',
      url: 'http://localhost/api/content/galleries/1',
      body: {
        title: 'Excursie la Sibiu',
        status: 'PUBLISHED',
        photos: [
          { id: 22, alt: 'The old town', showsPupils: false, consentConfirmed: false },
          { id: 21, alt: 'Pupils at the fortress', showsPupils: true, consentConfirmed: true },
        ],
      },
    });
  });

  it('previews the gallery as a visitor will see it, with the order and alt texts as edited', async () => {
    const { user } = setup();
    await pressInList(user, 'Edit Excursie la Sibiu');
    const photos = within(editor()).getByRole('list', { name: 'Photos' });
    await user.click(within(within(photos).getByRole('group', { name: /^Photo 1:/ })).getByRole('button', { name: 'Move down' }));
    await user.click(within(editor()).getByRole('button', { name: 'Preview' }));
    const frame = within(screen.getByRole('dialog', { name: 'Preview' })).getByTitle('Preview of Excursie la Sibiu');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toContain('<h1>Excursie la Sibiu</h1>');
    expect(html.indexOf('alt="The old town"')).toBeGreaterThan(-1);
    expect(html.indexOf('alt="The old town"')).toBeLessThan(html.indexOf('alt="Pupils at the fortress"'));
  });

  it('takes a photo down from the editor: confirmed, reported, and gone from the list it saves', async () => {
    const { user, galleries } = setup();
    await pressInList(user, 'Edit Excursie la Sibiu');
    const photos = within(editor()).getByRole('list', { name: 'Photos' });
    await user.click(within(within(photos).getByRole('group', { name: /^Photo 1:/ })).getByRole('button', { name: /^Take down/ }));
    const dialog = screen.getByRole('dialog', { name: 'Take down photo' });
    expect(dialog).toHaveTextContent('It is removed at once from every page, gallery, news post and document that uses it');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('"photo-21.jpg" was taken down: removed from 1 item, its files deleted. Removed from: Gallery "Serbarea de Crăciun".')).toBeInTheDocument();
    expect(screen.getByText('Successful!')).toBeInTheDocument();
    expect(within(photos).getAllByRole('group')).toHaveLength(1);
    await user.click(within(editor()).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(galleries.calls[0]).toMatchObject({ method: 'PUT', body: { photos: [{ id: 22, alt: 'The old town' }] } });
  });

  it('adds a gallery as a draft with photos from the library', async () => {
    const { user, galleries } = setup();
    await pressInList(user, 'Add gallery');
    await user.type(within(editor()).getByRole('textbox', { name: 'Title' }), 'Serbarea de Crăciun');
    await user.click(within(editor()).getByRole('button', { name: 'Add photos' }));
    const picker = screen.getByRole('dialog', { name: 'Add photos' });
    await user.click(await within(picker).findByRole('button', { name: 'Select sala.jpg' }));
    await user.click(within(picker).getByRole('button', { name: 'Use 1 selected' }));
    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(galleries.calls[0]).toMatchObject({ method: 'POST', body: { title: 'Serbarea de Crăciun', status: 'DRAFT', photos: [{ id: 12, alt: 'The hall' }] } });
  });

  it('has no axe violation with the editor open', async () => {
    const { user, container } = setup();
    await pressInList(user, 'Edit Excursie la Sibiu');
    expect(await axeViolations(container)).toEqual([]);
  });
});
