import '../test/editorLayout';
import { screen, within } from '@testing-library/react';
import type { PageSection, SitePage, SchoolDocument } from '@school/shared';
import { axeViolations, setupMockApi } from '@school/shared/testing';
import { mockContent } from '../test/mockContent';
import { photo } from '../test/newsFixtures';
import { gallery } from '../test/contentFixtures';
import { columnTexts } from '../test/table';
import PagesPage from './PagesPage';
import { contentEditorOf, expectEditorOpenOn, expectScreen, pressInList, renderContentScreen } from '../test/screenSetup';

setupMockApi();

const enrolment: SitePage = {
  id: 1,
  key: 'inscrierea',
  title: 'Înscrierea în clasa pregătitoare',
  sections: [
    { kind: 'richText', title: 'Calendar', schoolYear: '2026-2027', archived: false, body: '<p>1 martie</p>', documents: [], gallery: null },
    { kind: 'richText', title: 'Acte necesare', schoolYear: null, archived: false, body: '<ul><li>Certificat</li></ul>', documents: [], gallery: null },
  ],
  status: 'PUBLISHED',
  publishAt: null,
  updatedAt: '2026-10-01T10:00:00.000Z',
};

const cerere = { id: 7, title: 'Cerere de înscriere', status: 'PUBLISHED', schoolYear: '2026-2027' } as SchoolDocument;

function setup(address?: string) {
  const pages = mockContent('/content/pages', [{ ...enrolment, schoolYear: '' }], (body, id) => ({ ...enrolment, id, schoolYear: '', title: String(body.title) }));
  mockContent('/content/documents', [cerere], () => cerere);
  return { ...renderContentScreen(<PagesPage />, 'page', address), pages };
}

const editor = () => contentEditorOf('page');

const section = (kind: PageSection['kind'], title: string, change: Partial<PageSection> = {}): PageSection => ({
  kind,
  title,
  schoolYear: null,
  archived: false,
  body: '',
  documents: [],
  gallery: null,
  ...change,
});

const schoolDay: SitePage = {
  ...enrolment,
  id: 2,
  key: 'activitati/ziua-scolii',
  title: 'Ziua Școlii & "Porți deschise"',
  sections: [
    section('richText', 'Program <azi>', { body: '<p>Serbare în curte.</p>' }),
    section('photos', 'Program <azi>', { gallery: gallery(5, 'Serbarea', { photos: [photo(31, 'Corul școlii'), { ...photo(32, 'Ghirlande'), decorative: true }] }) }),
    section('documents', 'Formulare', { documents: [{ ...cerere, id: 8, title: 'Regulament <intern>', href: '/api/media/files/8-regulament.pdf' }] }),
    section('richText', 'Plantări', { schoolYear: '2024-2025', archived: true, body: '<p>Anul trecut.</p>' }),
    section('documents', 'Anunțuri'),
  ],
};

describe('PagesPage', () => {
  it('opens the editor of the page its address names (a Needs attention link)', async () => {
    setup('/admin/pages/1');
    await expectEditorOpenOn('page', 'Înscrierea în clasa pregătitoare');
  });

  it('lists the pages with their address and sections', async () => {
    setup();
    await expectScreen('All Pages');
    expect(columnTexts(1)).toEqual(['/inscrierea']);
    expect(columnTexts(2)).toEqual(['2']);
  });

  it('edits the sections: adds a documents section, moves it up by keyboard, saves them in order', async () => {
    const { user, pages } = setup();
    await pressInList(user, 'Edit Înscrierea în clasa pregătitoare');
    await user.click(within(editor()).getByRole('button', { name: 'Add section' }));
    const added = within(editor()).getByRole('group', { name: 'Section 3: Text' });
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Kind' }), 'Documents');
    await user.type(within(added).getByRole('textbox', { name: 'Section title' }), 'Formulare');
    await user.selectOptions(await within(added).findByRole('combobox', { name: 'Add a document' }), 'Cerere de înscriere');
    expect(within(added).getByRole('list', { name: 'Documents in this section' })).toHaveTextContent('Cerere de înscriere');
    await user.click(within(added).getByRole('button', { name: 'Move up' }));
    expect(within(within(editor()).getByRole('group', { name: 'Section 2: Formulare' })).getByRole('button', { name: 'Move up' })).toHaveFocus();
    expect(screen.getByText('Formulare moved to position 2 of 3.')).toBeInTheDocument();
    await user.click(within(editor()).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(pages.calls[0]).toMatchObject({
      method: 'PUT',
      url: 'http://localhost/api/content/pages/1',
      body: {
        key: 'inscrierea',
        sections: [
          { kind: 'richText', title: 'Calendar', schoolYear: '2026-2027', body: '<p>1 martie</p>', documents: [], gallery: null },
          { kind: 'documents', title: 'Formulare', schoolYear: null, body: '', documents: [{ id: 7 }], gallery: null },
          { kind: 'richText', title: 'Acte necesare', body: '<ul><li>Certificat</li></ul>' },
        ],
      },
    });
  });

  it('shows one toolbar, the focused section\'s; folds a section to its title; inserts below; removes only after the question', async () => {
    const { user, pages } = setup();
    await pressInList(user, 'Edit Înscrierea în clasa pregătitoare');
    const calendar = () => within(editor()).getByRole('group', { name: 'Section 1: Calendar' });
    const documents = () => within(editor()).getByRole('group', { name: 'Section 2: Acte necesare' });
    await user.click(await within(calendar()).findByRole('textbox', { name: 'Text' }, { timeout: 10_000 }));
    expect(within(editor()).getAllByRole('toolbar')).toEqual([within(calendar()).getByRole('toolbar', { name: 'Text formatting' })]);
    await user.click(await within(documents()).findByRole('textbox', { name: 'Text' }, { timeout: 10_000 }));
    expect(within(editor()).getAllByRole('toolbar')).toEqual([within(documents()).getByRole('toolbar', { name: 'Text formatting' })]);

    const fold = within(calendar()).getByRole('button', { name: 'Section 1: Calendar' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(within(calendar()).queryByRole('textbox', { name: 'Section title' })).not.toBeInTheDocument();

    await user.click(within(calendar()).getByRole('button', { name: 'Insert section below 1' }));
    const inserted = within(editor()).getByRole('group', { name: 'Section 2: Text' });
    expect(within(inserted).getByRole('combobox', { name: 'Kind' })).toHaveFocus();
    expect(within(editor()).getByRole('group', { name: 'Section 3: Acte necesare' })).toBeInTheDocument();

    const last = () => within(editor()).getByRole('group', { name: 'Section 3: Acte necesare' });
    await user.click(within(last()).getByRole('button', { name: 'Remove section 3' }));
    const question = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(question).toHaveTextContent('Remove Section 3: Acte necesare? What it holds leaves the page when you save.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(last()).toBeInTheDocument();
    await user.click(within(last()).getByRole('button', { name: 'Remove section 3' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Remove' }));
    expect(within(editor()).queryByRole('group', { name: /Acte necesare/ })).not.toBeInTheDocument();
    expect(within(editor()).getByRole('button', { name: 'Section 2: Text' })).toHaveFocus();
    expect(pages.calls).toHaveLength(0);
  });

  it('says which sections the school-year rollover archived, until their school year is changed', async () => {
    const { user } = setup();
    const archived = { ...enrolment, key: 'activitati/saptamana-verde', title: 'Săptămâna Verde', sections: [{ ...enrolment.sections[0]!, title: 'Plantări', schoolYear: '2024-2025', archived: true }] };
    mockContent('/content/pages', [{ ...archived, schoolYear: '' }], () => ({ ...archived, schoolYear: '' }));
    await screen.findByRole('table');
    await user.click(await screen.findByRole('button', { name: 'Edit Săptămâna Verde' }));
    const section = within(editor()).getByRole('group', { name: 'Section 1: Plantări' });
    const note = 'In the archive: the school year 2024-2025 has ended, so visitors see this section under Arhivă, not on the page. Choose the current school year to show it here again.';
    expect(within(section).getByText(note)).toBeInTheDocument();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'School year' }), '2026-2027');
    expect(within(section).queryByText(note)).not.toBeInTheDocument();
  });

  it('previews the page as a visitor will read it: its current sections in order, with their text, documents and photos', async () => {
    const { user } = setup();
    mockContent('/content/pages', [{ ...schoolDay, schoolYear: '' }], () => ({ ...schoolDay, schoolYear: '' }));
    mockContent('/content/galleries', [gallery(6, 'Excursie la Sibiu', { photos: [photo(21, 'Pupils at the fortress'), photo(22, 'The old town')] })], () => gallery(6, ''));
    await user.click(await screen.findByRole('button', { name: 'Edit Ziua Școlii & "Porți deschise"' }));
    // What is not saved yet shows too: a photos section added now.
    await user.click(within(editor()).getByRole('button', { name: 'Add section' }));
    const added = within(editor()).getByRole('group', { name: 'Section 6: Text' });
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Kind' }), 'Photos');
    await user.type(within(added).getByRole('textbox', { name: 'Section title' }), 'Excursie');
    const galleries = within(added).getByRole('combobox', { name: 'Gallery' });
    await within(galleries).findByRole('option', { name: 'Excursie la Sibiu (2026-2027)' });
    await user.selectOptions(galleries, 'Excursie la Sibiu (2026-2027)');

    await user.click(within(editor()).getByRole('button', { name: 'Preview' }));
    const frame = within(screen.getByRole('dialog', { name: 'Preview' })).getByTitle('Preview of Ziua Școlii & "Porți deschise"');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    // The titles typed are text, never markup.
    expect(srcdoc).toContain('<h1>Ziua Școlii &#38; &#34;Porți deschise&#34;</h1>');
    expect(srcdoc).toContain('<h2>Program &#60;azi&#62;</h2>');
    const shown = new DOMParser().parseFromString(srcdoc, 'text/html');
    const texts = (selector: string) => [...shown.querySelectorAll(selector)].map((element) => element.textContent);
    // The text and the photos of 'Program <azi>' share its heading; the archived section is the archive's.
    expect(texts('h1, h2')).toEqual(['Ziua Școlii & "Porți deschise"', 'Program <azi>', 'Formulare', 'Anunțuri', 'Excursie']);
    expect(texts('p')).toEqual(['Serbare în curte.', 'Această secțiune este în curs de actualizare.']);
    expect([...shown.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Regulament <intern>', '/api/media/files/8-regulament.pdf']]);
    expect([...shown.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['Corul școlii', '', 'Pupils at the fortress', 'The old town']);
    expect(srcdoc).not.toContain('Plantări');

    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('has no axe violation with the editor open', async () => {
    const { user, container } = setup();
    await pressInList(user, 'Edit Înscrierea în clasa pregătitoare');
    expect(await axeViolations(container)).toEqual([]);
  });
});
