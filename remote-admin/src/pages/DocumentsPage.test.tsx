import { act, screen, within } from '@testing-library/react';
import type { SchoolDocument } from '@school/shared';
import { axeViolations, setupMockApi } from '@school/shared/testing';
import { FakeXhr, installFakeXhr } from '../test/fakeXhr';
import { pdf } from '../test/mediaFixtures';
import { mockContent } from '../test/mockContent';
import { schoolDocument } from '../test/contentFixtures';
import { columnTexts } from '../test/table';
import DocumentsPage from './DocumentsPage';
import { contentEditorOf, expectEditorOpenOn, expectScreen, pressInList, renderContentScreen } from '../test/screenSetup';

setupMockApi();
installFakeXhr();


function setup(address?: string) {
  const documents = mockContent('/content/documents', [schoolDocument(1, 'Regulamentul școlii'), schoolDocument(2, 'Buget 2026', { category: 'budget-and-execution' })], (body, id) =>
    schoolDocument(id, String(body.title), { category: body.category as SchoolDocument['category'], status: body.status as SchoolDocument['status'] }),
  );
  return { ...renderContentScreen(<DocumentsPage />, 'document', address), documents };
}

const editor = () => contentEditorOf('document');

describe('DocumentsPage: opened from a Needs attention link', () => {
  it('shows the documents of the category its address names', async () => {
    const { documents } = setup('/admin/documents?category=budget-and-execution');
    expect(await screen.findByRole('cell', { name: 'Buget 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Regulamentul școlii' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Budget and its execution');
    expect(documents.queries.every((query) => query.includes('category=budget-and-execution'))).toBe(true);
  });

  it('ignores a category it does not know', async () => {
    setup('/admin/documents?category=nonsense');
    expect(await screen.findByRole('cell', { name: 'Regulamentul școlii' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('All');
  });

  it('opens the editor of the document its address names', async () => {
    setup('/admin/documents/2');
    await expectEditorOpenOn('document', 'Buget 2026');
  });
});

describe('DocumentsPage', () => {
  it('lists documents and filters by category through the API', async () => {
    const { user, documents } = setup();
    await expectScreen('All Documents');
    expect(columnTexts(1)).toEqual(['Regulations', 'Budget and its execution']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Budget and its execution');
    expect(await screen.findByRole('cell', { name: 'Buget 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Regulamentul școlii' })).not.toBeInTheDocument();
    expect(documents.queries.at(-1)).toContain('category=budget-and-execution');
  });

  it('says what is missing, then adds an external link as a draft', async () => {
    const { user, documents } = setup();
    await pressInList(user, 'Add document');
    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    expect(within(editor()).getByText('Title is required.')).toBeInTheDocument();
    expect(within(editor()).getByText(/^Category must be one of/)).toBeInTheDocument();
    await user.type(within(editor()).getByRole('textbox', { name: 'Title' }), 'Formular de cerere');
    await user.selectOptions(within(editor()).getByRole('combobox', { name: 'Category' }), 'Request form');
    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    expect(within(editor()).getByText('A document is either a stored file ({ "id": n }) or an external http(s) link, not both.')).toBeInTheDocument();
    expect(documents.calls).toHaveLength(0);
    await user.click(within(editor()).getByRole('radio', { name: 'An external link' }));
    await user.type(within(editor()).getByRole('textbox', { name: 'Link' }), 'https://edu.ro/formular.pdf');
    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(documents.calls[0]).toMatchObject({ method: 'POST', body: { title: 'Formular de cerere', file: null, url: 'https://edu.ro/formular.pdf', category: 'request-form', status: 'DRAFT' } });
  });

  it('names the stored file as it was uploaded, with its type and size, and links it; never by its storage name', async () => {
    const { user } = setup();
    await pressInList(user, 'Edit Regulamentul școlii');
    const open = within(editor()).getByRole('link', { name: 'Regulament intern.pdf' });
    expect(open).toHaveAttribute('href', '/api/media/files/40-regulament.pdf');
    expect(open.closest('p')).toHaveTextContent(/^Current file: Regulament intern\.pdf \(PDF, 1 KB\)$/);
    expect(within(editor()).queryByText(/40-regulament/)).not.toBeInTheDocument();
  });

  it('replaces the file and keeps the title, category and dates', async () => {
    const { user, documents } = setup();
    await pressInList(user, 'Edit Regulamentul școlii');
    await user.upload(within(editor()).getByLabelText('Replace the file'), [new File(['%PDF'], 'regulament-2026.pdf', { type: 'application/pdf' })]);
    // Chosen is sent: no separate Upload button a teacher could forget before publishing.
    act(() => FakeXhr.sent[0]!.respond(201, pdf(41, 'regulament-2026.pdf')));
    // The file just uploaded has the name it had on the teacher's phone.
    const current = await within(editor()).findByRole('link', { name: 'regulament-2026.pdf' });
    expect(current.closest('p')).toHaveTextContent(/^Current file: regulament-2026\.pdf \(PDF, 117 KB\)$/);
    await user.click(within(editor()).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(documents.calls[0]).toMatchObject({
      method: 'PUT',
      url: 'http://localhost/api/content/documents/1',
      body: { title: 'Regulamentul școlii', file: { id: 41 }, url: null, category: 'regulations', schoolYear: '2026-2027', publishedOn: '2026-09-10', validUntil: null },
    });
  });

  it('has no axe violation with the editor open', async () => {
    const { user, container } = setup();
    await pressInList(user, 'Edit Regulamentul școlii');
    expect(await axeViolations(container)).toEqual([]);
  });
});
