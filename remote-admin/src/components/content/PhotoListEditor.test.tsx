// A list of photos as an editor shows it (a gallery's, a news post's): photos added from the
// `Add photos` dialog, uploaded there as soon as they are chosen and used in the order chosen,
// and what each photo's fields and red buttons say.
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Media } from '@school/shared';
import { API, axeViolations, renderWithProviders, setupMockApi } from '@school/shared/testing';
import { FakeXhr, installFakeXhr } from '../../test/fakeXhr';
import { image, mockMediaLibrary } from '../../test/mediaFixtures';
import { MediaPickerDialog } from '../media';
import { PhotoListEditor } from './PhotoListEditor';
import type { PhotoValue } from './photoValues';

setupMockApi();
installFakeXhr();

const chosenFile = (name: string) => new File(['x'.repeat(2048)], name, { type: 'image/jpeg' });
const photoValue = (id: number, name: string, change: Partial<PhotoValue> = {}): PhotoValue => ({
  id,
  name,
  thumbnail: `/api/media/files/${id}-320.webp`,
  alt: `Photo ${id}`,
  decorative: false,
  showsPupils: false,
  consentConfirmed: false,
  ...change,
});

function Photos({ initial = [], takedown = false, consentRequired = false, showErrors = false }: { initial?: PhotoValue[]; takedown?: boolean; consentRequired?: boolean; showErrors?: boolean }) {
  const [photos, setPhotos] = useState(initial);
  return <PhotoListEditor label="Photos" photos={photos} onChange={setPhotos} showErrors={showErrors} consentRequired={consentRequired} takedown={takedown} />;
}

function setup(ui = <Photos />) {
  const library = mockMediaLibrary([image(11, 'cor.jpg', 'The choir')]);
  document.cookie = 'XSRF-TOKEN=token-3; path=/';
  return { ...renderWithProviders(ui), library };
}

const fileRow = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name.replace('.', '\\.')}`) });
const legends = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);

describe('PhotoListEditor', () => {
  it('uploads the photos as soon as they are chosen, selects them, and adds them in the order chosen, whatever order the uploads finish in', async () => {
    const { user, library } = setup();
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    const picker = screen.getByRole('dialog', { name: 'Add photos' });
    await within(picker).findByRole('button', { name: 'Select cor.jpg' });
    await user.upload(within(picker).getByLabelText('Choose images to upload'), [chosenFile('photo3.jpg'), chosenFile('pupils.jpg')]);

    // On their way at once, each with its progress and Cancel: no button to press first.
    expect(FakeXhr.sent.map((xhr) => xhr.file.name)).toEqual(['photo3.jpg', 'pupils.jpg']);
    expect(within(picker).queryByRole('button', { name: /^Upload \d/ })).not.toBeInTheDocument();
    expect(within(picker).getByRole('progressbar', { name: 'Uploading photo3.jpg' })).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Cancel upload of pupils.jpg' })).toBeInTheDocument();
    // The first photo's alt text is asked meanwhile.
    const alt = within(fileRow('photo3.jpg')).getByRole('textbox', { name: 'Alt text' });
    expect(alt).toHaveFocus();
    await user.keyboard('Pupils reading in the library');

    // The second finishes first.
    library.rows.unshift(image(31, 'photo3.jpg'), image(32, 'pupils.jpg'));
    act(() => FakeXhr.sent[1]!.respond(201, image(32, 'pupils.jpg')));
    expect(await within(fileRow('pupils.jpg')).findByText('Uploaded.')).toBeInTheDocument();
    act(() => FakeXhr.sent[0]!.respond(201, image(31, 'photo3.jpg')));
    expect(await within(fileRow('photo3.jpg')).findByText('Uploaded.')).toBeInTheDocument();
    // The focus stayed where the teacher was typing, never fell to the page.
    expect(alt).toHaveFocus();

    await user.click(await within(picker).findByRole('button', { name: 'Use 2 selected' }));
    expect(screen.queryByRole('dialog', { name: 'Add photos' })).not.toBeInTheDocument();
    expect(legends()).toEqual(['Photo 1: photo3.jpg', 'Photo 2: pupils.jpg']);
    expect(within(screen.getByRole('group', { name: 'Photo 1: photo3.jpg' })).getByRole('textbox', { name: 'Alt text' })).toHaveValue('Pupils reading in the library');
    // The alt text typed after the upload went is kept in the library too.
    await waitFor(() => expect(library.calls).toContainEqual({ method: 'PUT', url: `${API}/media/31`, body: { alt: 'Pupils reading in the library', decorative: false }, xsrf: 'token-3' }));
  });

  it('says which photos are selected while the others upload, and has no axe violation', async () => {
    const { user, container } = setup();
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    const picker = screen.getByRole('dialog', { name: 'Add photos' });
    await within(picker).findByRole('button', { name: 'Select cor.jpg' });
    await user.upload(within(picker).getByLabelText('Choose images to upload'), [chosenFile('a.jpg'), chosenFile('b.jpg')]);
    act(() => FakeXhr.sent[0]!.respond(201, image(41, 'a.jpg')));
    expect(await within(picker).findByRole('button', { name: 'Use 1 selected' })).toBeEnabled();
    await user.click(within(picker).getByRole('button', { name: 'Select cor.jpg' }));
    expect(within(picker).getByRole('button', { name: 'Use 2 selected' })).toBeEnabled();
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
  });

  it('inserts an uploaded image with the alt text typed beside it (the rich-text picker, one image)', async () => {
    const picked: Media[][] = [];
    const { user } = setup(<MediaPickerDialog open title="Insert an image" onClose={() => undefined} onPick={(images) => picked.push(images)} />);
    const picker = screen.getByRole('dialog', { name: 'Insert an image' });
    const input = within(picker).getByLabelText('Choose images to upload');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, chosenFile('muzeu.jpg'));
    await user.keyboard('The village museum');
    act(() => FakeXhr.sent[0]!.respond(201, image(51, 'muzeu.jpg')));
    await user.click(await within(picker).findByRole('button', { name: 'Use selected image' }));
    expect(picked).toEqual([[expect.objectContaining({ id: 51, alt: 'The village museum' })]]);
  });

  it('says under each red button what it does: Remove from this gallery only, Take down from every page', () => {
    setup(<Photos initial={[photoValue(21, 'fortress.jpg')]} takedown />);
    const card = screen.getByRole('group', { name: 'Photo 1: fortress.jpg' });
    const remove = within(card).getByRole('button', { name: /^Remove/ });
    const takeDown = within(card).getByRole('button', { name: /^Take down/ });
    expect(remove).toHaveAccessibleName('Remove fortress.jpg');
    expect(takeDown).toHaveAccessibleName('Take down fortress.jpg');
    expect(remove).toHaveAccessibleDescription('From this gallery only');
    expect(takeDown).toHaveAccessibleDescription('From every page, and deletes its files');
    expect(within(card).getByText('From this gallery only')).toBeVisible();
    expect(within(card).getByText('From every page, and deletes its files')).toBeVisible();
  });

  it("explains whose consent 'Consent confirmed' confirms", async () => {
    const { user } = setup(<Photos initial={[photoValue(21, 'fortress.jpg')]} consentRequired showErrors />);
    const card = screen.getByRole('group', { name: 'Photo 1: fortress.jpg' });
    await user.click(within(card).getByRole('checkbox', { name: 'Shows pupils' }));
    const consent = within(card).getByRole('checkbox', { name: 'Consent confirmed' });
    const hint = 'The pupils’ parents agreed in writing that this photo may be published.';
    expect(within(card).getByText(hint)).toBeVisible();
    expect(consent).toHaveAccessibleDescription(`${hint} Confirm the parents’ consent for a photo that shows pupils, or remove it, before publishing.`);
    await user.click(consent);
    expect(consent).toHaveAccessibleDescription(hint);
  });
});
