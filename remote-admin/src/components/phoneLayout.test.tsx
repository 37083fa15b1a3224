// What keeps the editors inside a 390 px phone: the upload box, its file input and its chosen
// files never wider than the part holding them, long names wrapping, and a section's title that
// wraps drawn inside its box rather than across its border. jsdom lays nothing out, so these read
// the rules the browser would apply (as checkboxTargets.test.tsx does).
import { screen, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@school/shared/testing';
import { DocumentEditor } from '../pages/documents/DocumentEditor';
import { schoolDocument } from '../test/contentFixtures';
import { renderInDataRouter } from '../test/renderDataRouter';
import { EditorPart } from './content/EditorPart';
import { UploadWidget } from './upload';

setupMockApi();

const longName = 'Regulamentul-de-organizare-si-functionare-al-scolii-anul-scolar-2026-2027-versiunea-finala.pdf';

const document1 = schoolDocument(1, 'Regulamentul școlii', {
  file: { id: 40, url: '/api/media/files/40-regulament.pdf', originalName: longName, mimeType: 'application/pdf', sizeBytes: 1000 },
});

/** The box the file picker sits in (the dashed drop zone). */
const boxOf = (input: HTMLElement) => input.parentElement!;

function expectFits(element: HTMLElement) {
  const style = getComputedStyle(element);
  expect(style.maxWidth).toBe('100%');
  expect(style.minWidth).toBe('0');
}

describe('on a phone', () => {
  it("the document editor's file box (Replace the file) fits the Source part, long names wrapping", async () => {
    const { user } = renderInDataRouter(<DocumentEditor item={document1} draftKey="admin/documents/1" onSaved={() => undefined} onBack={() => undefined} />, '/admin/documents');
    const input = screen.getByLabelText('Replace the file');
    expectFits(input);
    expectFits(boxOf(input));
    // Its one column may shrink below the widest thing in it.
    expect(getComputedStyle(boxOf(input)).gridTemplateColumns).toBe('minmax(0, 1fr)');
    expect(getComputedStyle(screen.getByText('Replace the file')).overflowWrap).toBe('anywhere');

    await user.upload(input, new File(['%PDF'], longName, { type: 'application/pdf' }));
    const row = screen.getByRole('group', { name: new RegExp(`^${longName.replace(/\./g, '\\.')}`) });
    expect(getComputedStyle(row).minWidth).toBe('0');
    expect(getComputedStyle(row.querySelector('legend')!).overflowWrap).toBe('anywhere');
  });

  it('the upload box of the media library and of the Add photos dialog fits too', () => {
    renderWithProviders(<UploadWidget onUploaded={() => undefined} label="Choose images to upload" />);
    const input = screen.getByLabelText('Choose images to upload');
    expectFits(input);
    expectFits(boxOf(input));
  });

  it("a part's title that wraps is drawn inside its box, not across its border", () => {
    renderWithProviders(
      <EditorPart>
        <legend>Section 3: Activități extrașcolare și concursuri în anul școlar 2026–2027</legend>
        <p>Fields</p>
      </EditorPart>,
    );
    const legend = within(screen.getByRole('group')).getByText(/^Section 3/);
    // A floated legend is laid out inside the fieldset, as its first line(s), the border around both.
    expect(getComputedStyle(legend).float).toBe('left');
    expect(getComputedStyle(legend).width).toBe('100%');
    expect(getComputedStyle(screen.getByText('Fields')).clear).toBe('both');
  });

  it("an upload's file name that wraps is drawn inside its box too", async () => {
    const { user } = renderWithProviders(<UploadWidget onUploaded={() => undefined} />);
    await user.upload(screen.getByLabelText('Choose files'), new File(['x'], longName.replace('.pdf', '.jpg'), { type: 'image/jpeg' }));
    const legend = screen.getByRole('group').querySelector('legend')!;
    expect(getComputedStyle(legend).float).toBe('left');
    expect(getComputedStyle(legend).width).toBe('100%');
  });
});
