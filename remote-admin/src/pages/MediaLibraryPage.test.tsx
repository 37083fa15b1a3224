import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, axeViolations, renderScreen, server, setupMockApi } from '@school/shared/testing';
import { FakeXhr, installFakeXhr } from '../test/fakeXhr';
import { image, mockMediaLibrary, pdf } from '../test/mediaFixtures';
import MediaLibraryPage from './MediaLibraryPage';
import { renderSignedIn } from '../test/screenSetup';

setupMockApi();
installFakeXhr();

const library = () => [
  image(1, 'serbare.jpg', 'Pupils on stage at the Christmas show'),
  image(2, 'curte.jpg'),
  image(3, 'chenar.png', '', true),
  pdf(4, 'regulament.pdf'),
];

function setup(rows = library(), route = '/admin/media', unusedIds: number[] = []) {
  const api = mockMediaLibrary(rows, unusedIds);
  return { ...renderSignedIn(<MediaLibraryPage />, { path: '/admin/media', route }), api };
}

const card = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('MediaLibraryPage', () => {
  it('opened from a Needs attention link, shows the files missing alt text with the named one open; saving closes it', async () => {
    const { user, api } = setup(library(), '/admin/media/2?missingAlt=true');
    const dialog = await screen.findByRole('dialog', { name: 'Media Details' });
    expect(within(dialog).getByText('curte.jpg')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Missing alt text' })).toBeChecked();
    await waitFor(() => expect(screen.queryByText('serbare.jpg')).not.toBeInTheDocument());
    await user.type(within(dialog).getByRole('textbox', { name: 'Alt text' }), 'The school yard');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', url: 'http://localhost/api/media/2', body: { alt: 'The school yard' } });
  });

  it('shows the files nothing uses, from a Needs attention link and by its filter', async () => {
    const { user } = setup(library(), '/admin/media?unused=true', [2]);
    const unused = screen.getByRole('checkbox', { name: 'Not used anywhere' });
    expect(unused).toBeChecked();
    expect(await screen.findByText('curte.jpg')).toBeInTheDocument();
    expect(screen.queryByText('serbare.jpg')).not.toBeInTheDocument();
    await user.click(unused);
    expect(await screen.findByText('serbare.jpg')).toBeInTheDocument();
    await user.click(unused);
    await waitFor(() => expect(screen.queryByText('serbare.jpg')).not.toBeInTheDocument());
  });

  it('shows the title and every file, with the images missing alt text marked', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Media library' })).toBeInTheDocument();
    expect(await screen.findByText('serbare.jpg')).toBeInTheDocument();
    expect(within(card('curte.jpg')).getByText('Missing alt text')).toBeInTheDocument();
    expect(within(card('serbare.jpg')).getByText('Alt text: Pupils on stage at the Christmas show')).toBeInTheDocument();
    expect(within(card('chenar.png')).getByText('Decorative image')).toBeInTheDocument();
    expect(screen.getByText('regulament.pdf')).toBeInTheDocument();
  });

  it('filters by search, kind and "Missing alt text" through the API', async () => {
    const { user } = setup();
    await screen.findByText('serbare.jpg');
    await user.click(screen.getByRole('checkbox', { name: 'Missing alt text' }));
    await waitFor(() => expect(screen.queryByText('serbare.jpg')).not.toBeInTheDocument());
    expect(screen.getByText('curte.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Missing alt text' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Documents');
    await waitFor(() => expect(screen.queryByText('curte.jpg')).not.toBeInTheDocument());
    expect(screen.getByText('regulament.pdf')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search media' }), 'christmas');
    await waitFor(() => expect(screen.queryByText('curte.jpg')).not.toBeInTheDocument());
    expect(screen.getByText('serbare.jpg')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search media' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search media' }), 'zzz');
    expect(await screen.findByText('No media found.')).toBeInTheDocument();
  });

  it('pages through the library', async () => {
    const many = Array.from({ length: 30 }, (_, index) => image(index + 1, `foto-${index + 1}.jpg`, 'A photo'));
    const { user } = setup(many);
    expect(await screen.findByText('foto-1.jpg')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('foto-25.jpg')).toBeInTheDocument();
    expect(screen.queryByText('foto-1.jpg')).not.toBeInTheDocument();
  });

  it('gives an image its alt text and says "Media updated."', async () => {
    const { user, api } = setup();
    await screen.findByText('curte.jpg');
    await user.click(screen.getByRole('button', { name: 'Edit curte.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'Media Details' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Alt text' }), 'The school yard in autumn');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Media updated.')).toBeInTheDocument();
    expect(screen.getByText('Successful!')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'PUT', url: `${API}/media/2`, body: { alt: 'The school yard in autumn', decorative: false }, xsrf: 'token-1' });
    expect(await within(card('curte.jpg')).findByText('Alt text: The school yard in autumn')).toBeInTheDocument();
  });

  it('deletes after the confirmation; a file in use is refused in Error!', async () => {
    const { user } = setup();
    await screen.findByText('serbare.jpg');
    server.use(
      http.delete(`${API}/media/1`, () => HttpResponse.json({ message: 'This file is used by 2 items; remove it from them before deleting it.' }, { status: 409 }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete serbare.jpg' }));
    const confirmation = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(confirmation).toHaveTextContent('Are you sure to delete serbare.jpg?');
    // A media file does not go to the Trash: it says so, and that a file in use is not deleted.
    expect(within(confirmation).getByText('The file is deleted for good and cannot be restored; a file still used by a news post, page, document or gallery is not deleted.')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: "I'm sure." }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('This file is used by 2 items; remove it from them before deleting it.');
    expect(screen.getByText('serbare.jpg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete curte.jpg' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: "I'm sure." }));
    expect(await screen.findByText('Media deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('curte.jpg')).not.toBeInTheDocument());
  });

  it('takes a photo down after the confirmation, says where it was removed from, and reports a refusal in Error!', async () => {
    const { user, api } = setup();
    await screen.findByText('serbare.jpg');
    server.use(http.post(`${API}/media/2/takedown`, () => HttpResponse.json({ message: 'Media not found.' }, { status: 404 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Take down curte.jpg' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Take down photo' })).getByRole('button', { name: 'Take down' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Media not found.');

    await user.click(screen.getByRole('button', { name: 'Take down serbare.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'Take down photo' });
    expect(dialog).toHaveTextContent('its files (every size) are deleted from storage');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('"serbare.jpg" was taken down: removed from 1 item, its files deleted. Removed from: Gallery "Serbarea de Crăciun".')).toBeInTheDocument();
    expect(screen.getByText('Successful!')).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', url: `${API}/media/1/takedown`, xsrf: 'token-1' });
    await waitFor(() => expect(screen.queryByText('serbare.jpg')).not.toBeInTheDocument());
  });

  it('opens searched for the photo a takedown request names', async () => {
    const api = mockMediaLibrary(library());
    renderScreen(<MediaLibraryPage />, { path: '/admin/media', route: '/admin/media?q=serbare' });
    expect(await screen.findByText('serbare.jpg')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('curte.jpg')).not.toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: 'Search media' })).toHaveValue('serbare');
    expect(api.rows).toHaveLength(4);
  });

  it('shows a finished upload in the library', async () => {
    const { user, api } = setup();
    await screen.findByText('serbare.jpg');
    await user.upload(screen.getByLabelText('Choose files'), [new File(['x'], 'nou.jpg', { type: 'image/jpeg' })]);
    await user.type(within(screen.getByRole('group', { name: /^nou\.jpg/ })).getByRole('textbox', { name: 'Alt text' }), 'New photo');
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    api.rows.unshift(image(9, 'nou.jpg', 'New photo'));
    FakeXhr.sent[0]!.respond(201, image(9, 'nou.jpg', 'New photo'));
    expect(await screen.findByText('Alt text: New photo')).toBeInTheDocument();
  });

  it('has no axe violation with the edit dialog open', async () => {
    const { user, container } = setup();
    await screen.findByText('serbare.jpg');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Edit curte.jpg' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
