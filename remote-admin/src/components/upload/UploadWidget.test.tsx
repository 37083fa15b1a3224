import { act, screen, waitFor, within } from '@testing-library/react';
import { API, axeViolations, renderWithProviders, setupMockApi } from '@school/shared/testing';
import { FakeXhr, installFakeXhr } from '../../test/fakeXhr';
import { mockMediaLibrary } from '../../test/mediaFixtures';
import { UploadWidget, type UploadWidgetProps } from './UploadWidget';
import type { Media } from '@school/shared';

setupMockApi();
installFakeXhr();

const photo = (name: string, type = 'image/jpeg') => new File(['x'.repeat(2048)], name, { type });
const mediaFor = (id: number, file: File, alt: string): Media => ({
  id,
  kind: 'IMAGE',
  url: `/media/${id}.jpg`,
  mimeType: file.type,
  originalName: file.name,
  sizeBytes: file.size,
  width: 800,
  height: 600,
  alt,
  decorative: false,
  variants: [],
  createdAt: '2026-11-23T05:00:00.000Z',
});

function setup(props: Partial<UploadWidgetProps> = {}) {
  const uploaded: Media[] = [];
  document.cookie = 'XSRF-TOKEN=token-9; path=/';
  const rendered = renderWithProviders(<UploadWidget onUploaded={(media) => uploaded.push(media)} {...props} />);
  return { ...rendered, uploaded };
}

const fileRow = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name.replace('.', '\\.')}`) });

describe('UploadWidget', () => {
  it('asks alt text per image, sends it with the file and the XSRF header, shows progress and the result', async () => {
    const { user, uploaded } = setup();
    const a = photo('cor.jpg');
    const b = photo('sala.png', 'image/png');
    await user.upload(screen.getByLabelText('Choose files'), [a, b]);
    await user.type(within(fileRow('cor.jpg')).getByRole('textbox', { name: 'Alt text' }), 'The school choir singing');
    await user.click(within(fileRow('sala.png')).getByRole('checkbox', { name: 'Decorative image' }));
    expect(within(fileRow('sala.png')).getByRole('textbox', { name: 'Alt text' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));

    expect(FakeXhr.sent).toHaveLength(2);
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(first).toMatchObject({ method: 'POST', url: 'http://localhost/api/media', headers: { 'X-XSRF-TOKEN': 'token-9' } });
    expect(first.body?.get('alt')).toBe('The school choir singing');
    expect(first.file.name).toBe('cor.jpg');
    expect(second.body?.get('decorative')).toBe('true');

    act(() => first.progress(1024, 2048));
    const bar = screen.getByRole('progressbar', { name: 'Uploading cor.jpg' });
    expect(bar).toHaveAttribute('value', '50');
    expect(within(fileRow('cor.jpg')).getByText('50%')).toBeInTheDocument();

    act(() => first.respond(201, mediaFor(7, a, 'The school choir singing')));
    expect(await within(fileRow('cor.jpg')).findByText('Uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('cor.jpg uploaded.');
    expect(uploaded.map((media) => media.id)).toEqual([7]);
  });

  it('uploads a file as soon as it is chosen when asked to (a document: nothing to ask first)', async () => {
    const { user, uploaded } = setup({ uploadAtOnce: true, label: 'Replace the file' });
    const file = new File(['%PDF-1.4'], 'regulament.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Replace the file'), file);
    expect(FakeXhr.sent.map((xhr) => xhr.file.name)).toEqual(['regulament.pdf']);
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    act(() => FakeXhr.sent[0]!.respond(201, { ...mediaFor(9, file, ''), kind: 'DOCUMENT' }));
    expect(await screen.findByText('Uploaded.')).toBeInTheDocument();
    expect(uploaded.map((media) => media.originalName)).toEqual(['regulament.pdf']);
  });

  it('runs at most two uploads at once; the third starts when one ends', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Choose files'), [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Upload 3 files' }));
    expect(FakeXhr.sent.map((xhr) => xhr.file.name)).toEqual(['1.jpg', '2.jpg']);
    expect(within(fileRow('3.jpg')).getByText('Waiting…')).toBeInTheDocument();
    act(() => FakeXhr.sent[0]!.respond(201, mediaFor(1, photo('1.jpg'), '')));
    expect(await within(fileRow('3.jpg')).findByText('0%')).toBeInTheDocument();
    expect(FakeXhr.sent.map((xhr) => xhr.file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
  });

  it('cancels one upload with its Cancel button, the others go on', async () => {
    const { user, uploaded } = setup();
    await user.upload(screen.getByLabelText('Choose files'), [photo('a.jpg'), photo('b.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    act(() => FakeXhr.sent[0]!.progress(500, 2048));
    await user.click(screen.getByRole('button', { name: 'Cancel upload of a.jpg' }));
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(await within(fileRow('a.jpg')).findByText('Cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Upload of a.jpg cancelled.');
    expect(screen.queryByRole('progressbar', { name: 'Uploading a.jpg' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading b.jpg' })).toBeInTheDocument();
    expect(uploaded).toEqual([]);
  });

  it("shows each refusal beside its file in the API's words, or in plain words when it gave none", async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Choose files'), [photo('pagina.jpg'), photo('mare.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    const message = 'pagina.jpg is not an accepted type. Accepted: JPEG, PNG, WebP, AVIF, GIF, PDF, DOCX, XLSX, PPTX, ODT, ODS.';
    act(() => FakeXhr.sent[0]!.respond(415, { message }));
    act(() => FakeXhr.sent[1]!.respond(413, {}));
    expect(await within(fileRow('pagina.jpg')).findByText(message)).toBeInTheDocument();
    expect(within(fileRow('mare.jpg')).getByText('mare.jpg is too large.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('mare.jpg is too large.');
  });

  it('takes files dropped on it and removes a chosen file before upload', async () => {
    const { user } = setup();
    const zone = screen.getByText('or drag and drop files here.').parentElement!;
    const dropped = [photo('drop.jpg')];
    act(() => {
      zone.dispatchEvent(Object.assign(new Event('drop', { bubbles: true }), { dataTransfer: { files: dropped } }));
    });
    expect(fileRow('drop.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove drop.jpg' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('hands the uploads on in the order the files were chosen, whatever order they finish in', async () => {
    const { user, uploaded } = setup();
    const first = photo('photo3.jpg');
    const second = photo('pupils.jpg');
    await user.upload(screen.getByLabelText('Choose files'), [first, second]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    act(() => FakeXhr.sent[1]!.respond(201, mediaFor(32, second, '')));
    expect(await within(fileRow('pupils.jpg')).findByText('Uploaded.')).toBeInTheDocument();
    act(() => FakeXhr.sent[0]!.respond(201, mediaFor(31, first, '')));
    expect(await within(fileRow('photo3.jpg')).findByText('Uploaded.')).toBeInTheDocument();
    expect(uploaded.map((media) => media.originalName)).toEqual(['photo3.jpg', 'pupils.jpg']);
  });

  it('holds no upload back behind a file that was cancelled or refused', async () => {
    const { user, uploaded } = setup();
    const kept = photo('kept.jpg');
    await user.upload(screen.getByLabelText('Choose files'), [photo('gone.jpg'), kept, photo('bad.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Upload 3 files' }));
    act(() => FakeXhr.sent[1]!.respond(201, mediaFor(2, kept, '')));
    await user.click(screen.getByRole('button', { name: 'Cancel upload of gone.jpg' }));
    await waitFor(() => expect(uploaded.map((media) => media.originalName)).toEqual(['kept.jpg']));
    act(() => FakeXhr.sent[2]!.respond(415, { message: 'bad.jpg is not an accepted type.' }));
    expect(await within(fileRow('bad.jpg')).findByText('bad.jpg is not an accepted type.')).toBeInTheDocument();
    expect(uploaded.map((media) => media.originalName)).toEqual(['kept.jpg']);
  });

  it('keeps the keyboard focus on the page: on the first file sent when "Upload N files" goes, on its file when a Cancel goes', async () => {
    const { user } = setup();
    const b = photo('b.jpg');
    await user.upload(screen.getByLabelText('Choose files'), [photo('a.jpg'), b]);
    screen.getByRole('button', { name: 'Upload 2 files' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    expect(fileRow('a.jpg')).toHaveFocus();

    screen.getByRole('button', { name: 'Cancel upload of b.jpg' }).focus();
    act(() => FakeXhr.sent[1]!.respond(201, mediaFor(2, b, '')));
    expect(await within(fileRow('b.jpg')).findByText('Uploaded.')).toBeInTheDocument();
    expect(document.body).not.toHaveFocus();
    expect(fileRow('b.jpg')).toHaveFocus();
  });

  it('shows each chosen photo beside its alt text, from the file itself before it is in the library, then its library thumbnail', async () => {
    mockMediaLibrary([]);
    const { user } = setup({ uploadAtOnce: true });
    const cor = photo('IMG_1234.jpg');
    await user.upload(screen.getByLabelText('Choose files'), [cor]);
    const preview = () => fileRow('IMG_1234.jpg').querySelector('img');
    await waitFor(() => expect(preview()).toHaveAttribute('src', `data:image/jpeg;base64,${btoa('x'.repeat(2048))}`));
    act(() => FakeXhr.sent[0]!.respond(201, { ...mediaFor(7, cor, ''), variants: [{ format: 'webp', width: 320, height: 240, url: '/api/media/files/7-320.webp' }] }));
    expect(await within(fileRow('IMG_1234.jpg')).findByText('Uploaded.')).toBeInTheDocument();
    expect(preview()).toHaveAttribute('src', '/api/media/files/7-320.webp');
  });

  it('uploading at once, asks each image its alt text while it travels: what is typed goes on with the photo and into the library', async () => {
    const library = mockMediaLibrary([]);
    const described: Media[] = [];
    const { user, uploaded } = setup({ uploadAtOnce: true, onDescribed: (media) => described.push(media) });
    const cor = photo('cor.jpg');
    const sala = photo('sala.jpg');
    await user.upload(screen.getByLabelText('Choose files'), [cor, sala]);
    expect(FakeXhr.sent.map((xhr) => xhr.file.name)).toEqual(['cor.jpg', 'sala.jpg']);
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading cor.jpg' })).toBeInTheDocument();
    // The first image's alt text is asked at once.
    const corAlt = within(fileRow('cor.jpg')).getByRole('textbox', { name: 'Alt text' });
    expect(corAlt).toHaveFocus();
    await user.keyboard('The school choir');

    library.rows.push(mediaFor(7, cor, ''), mediaFor(8, sala, ''));
    act(() => FakeXhr.sent[0]!.respond(201, mediaFor(7, cor, '')));
    expect(await within(fileRow('cor.jpg')).findByText('Uploaded.')).toBeInTheDocument();
    expect(uploaded.map((media) => [media.id, media.alt])).toEqual([[7, 'The school choir']]);
    expect(corAlt).toHaveFocus();
    await user.keyboard(' singing');
    expect(described.at(-1)).toMatchObject({ id: 7, alt: 'The school choir singing', decorative: false });
    await user.tab();
    await waitFor(() =>
      expect(library.calls).toEqual([{ method: 'PUT', url: `${API}/media/7`, body: { alt: 'The school choir singing', decorative: false }, xsrf: 'token-9' }]),
    );

    await user.click(within(fileRow('sala.jpg')).getByRole('checkbox', { name: 'Decorative image' }));
    act(() => FakeXhr.sent[1]!.respond(201, mediaFor(8, sala, '')));
    expect(await within(fileRow('sala.jpg')).findByText('Uploaded.')).toBeInTheDocument();
    expect(uploaded.map((media) => [media.id, media.decorative])).toEqual([
      [7, false],
      [8, true],
    ]);
    await waitFor(() => expect(library.calls[1]).toMatchObject({ method: 'PUT', url: `${API}/media/8`, body: { alt: '', decorative: true } }));
  });

  it("draws its file picker as a button: the browser's own, which says 'No file chosen' beside it, is out of sight", () => {
    setup();
    const input = screen.getByLabelText('Choose files');
    expect(getComputedStyle(input).position).toBe('absolute');
    expect(getComputedStyle(input).clip).toBe('rect(0px, 0px, 0px, 0px)');
    const label = screen.getByText('Choose files');
    expect(label.tagName).toBe('LABEL');
    expect(getComputedStyle(label).minHeight).toBe('44px');
  });

  it('is usable by keyboard alone and has no axe violation', async () => {
    const { user, container } = setup();
    await user.tab();
    expect(screen.getByLabelText('Choose files')).toHaveFocus();
    await user.upload(screen.getByLabelText('Choose files'), [photo('k.jpg')]);
    await user.tab();
    expect(within(fileRow('k.jpg')).getByRole('textbox', { name: 'Alt text' })).toHaveFocus();
    await user.keyboard('A pupil reading');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload 1 file' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(FakeXhr.sent[0]!.body?.get('alt')).toBe('A pupil reading');
    expect(await axeViolations(container)).toEqual([]);
  });
});
