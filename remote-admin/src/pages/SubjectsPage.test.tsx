import { screen, waitFor, within } from '@testing-library/react';
import { type Subject } from '@school/shared';
import SubjectsPage from './SubjectsPage';
import { axeViolations, setupMockApi } from '@school/shared/testing';
import { failNextWrite } from '../test/mockApi';
import { subjects } from '../test/fixtures';
import { columnTexts, headerTexts } from '../test/table';
import { detailsDialog, expectScreen, loaded, pressInList, renderEntityScreen } from '../test/screenSetup';
import { schoolDataMessages } from '@school/shared/messages/school-data';

setupMockApi();

const setup = (rows: Subject[] = subjects()) =>
  renderEntityScreen(<SubjectsPage />, { path: '/admin/subjects', collection: '/school/subjects', rows, toRow: (body, id) => ({ id, name: String(body.name) }), deleted: 'Subject deleted.' });
const dialog = () => detailsDialog('Subject');

describe('SubjectsPage: the list', () => {
  it('shows the title, the add button and the columns Id, Subject Name, Actions', async () => {
    setup();
    await expectScreen('All Subjects', 'Add subject');
    expect(headerTexts()).toEqual(['Id', 'Subject Name', 'Actions']);
    expect(columnTexts(1).slice(0, 2)).toEqual(['Matematică', 'Limba română']);
    expect(screen.getByRole('button', { name: 'Edit Matematică' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Matematică' })).toBeInTheDocument();
  });

  it('filters as the user types, trimmed and without regard to case', async () => {
    const { user } = setup();
    await loaded();
    const search = screen.getByRole('searchbox', { name: 'Search subjects' });
    await user.type(search, '  MATEMATICĂ  ');
    await waitFor(() => expect(columnTexts(1)).toEqual(['Matematică', 'Matematică și explorarea mediului']));
    await user.clear(search);
    await user.type(search, 'zzz');
    await waitFor(() => expect(screen.getByText('No subjects found.')).toBeInTheDocument());
  });

  it('sorts by a column, ascending then descending, with aria-sort', async () => {
    const { user } = setup();
    await loaded();
    const nameHeader = screen.getByRole('columnheader', { name: /Subject Name/ });
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(columnTexts(1).slice(0, 3)).toEqual(['Arte vizuale', 'Biologie', 'Chimie']);
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(columnTexts(1)[0]).toBe('Științe');
    const idHeader = screen.getByRole('columnheader', { name: /Id/ });
    await user.click(within(idHeader).getByRole('button'));
    await user.click(within(idHeader).getByRole('button'));
    expect(columnTexts(0).slice(0, 3)).toEqual(['25', '24', '23']);
  });

  it('pages by 10 by default, with first/last, and by 20 or 50 when chosen', async () => {
    const { user } = setup();
    await loaded();
    expect(columnTexts(0)).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(columnTexts(0)).toEqual(['21', '22', '23', '24', '25']);
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(columnTexts(0)[0]).toBe('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(columnTexts(0)).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(columnTexts(0)).toHaveLength(25);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});

describe('SubjectsPage: the details dialog', () => {
  it('opens empty from Add with the focus in the field, and Close gives the focus back', async () => {
    const { user } = setup();
    await loaded();
    const add = screen.getByRole('button', { name: 'Add subject' });
    await user.click(add);
    const field = within(dialog()).getByRole('textbox', { name: 'Subject Name' });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(within(dialog()).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('closes with Escape and keeps Tab inside', async () => {
    const { user } = setup();
    await pressInList(user, 'Add subject');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Subject name is required." only after a submit attempt and sends nothing', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Add subject');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Subject Name' }), '   ');
    expect(screen.queryByText(schoolDataMessages.subject.name)).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog()).getByText('Subject name is required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    // A new Add starts clean.
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    expect(screen.queryByText('Subject name is required.')).not.toBeInTheDocument();
  });

  it('adds without an id (Enter submits), appends the row and says "New subject added."', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Add subject');
    await user.keyboard('  Astronomie {Enter}');
    expect(await screen.findByText('New subject added.')).toBeInTheDocument();
    expect(screen.getByText('Successful!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([
      { method: 'POST', url: 'http://localhost/api/school/subjects', body: { name: 'Astronomie' }, xsrf: 'token-1' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(columnTexts(1)).toContain('Astronomie');
  });

  it('edits the row it was opened from, replaces it and says "Subject updated."', async () => {
    const { user, api } = setup();
    await loaded();
    const edit = screen.getByRole('button', { name: 'Edit Matematică' });
    await user.click(edit);
    const field = within(dialog()).getByRole('textbox', { name: 'Subject Name' });
    expect(field).toHaveValue('Matematică');
    await user.clear(field);
    await user.type(field, 'Matematică aplicată');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Subject updated.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'PUT', url: 'http://localhost/api/school/subjects/1', body: { name: 'Matematică aplicată' } });
    expect(columnTexts(1)[0]).toBe('Matematică aplicată');
    expect(screen.getByRole('button', { name: 'Edit Matematică aplicată' })).toHaveFocus();
  });

  it("keeps the dialog and the typed name when a save fails, with the server's message", async () => {
    const { user } = setup();
    await loaded();
    failNextWrite('/school/subjects', 400, { message: 'Subject name is too long.', errors: { name: 'Must be at most 100 characters.' } });
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    await user.keyboard('Chimie organică{Enter}');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Subject name is too long.');
    expect(within(dialog()).getByText('Must be at most 100 characters.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Subject Name' })).toHaveValue('Chimie organică');
  });

  it('says "Unexpected error occurred." when the failure has no message', async () => {
    const { user } = setup();
    await loaded();
    failNextWrite('/school/subjects', 500, null);
    await user.click(screen.getByRole('button', { name: 'Edit Fizică' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog()).findByText('Unexpected error occurred.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Subject Name' })).toHaveValue('Fizică');
  });
});

describe('SubjectsPage: delete', () => {
  it('asks "Are you sure to delete Matematică?"; Cancel keeps the row', async () => {
    const { user, api } = setup();
    await loaded();
    const del = screen.getByRole('button', { name: 'Delete Matematică' });
    await user.click(del);
    const confirmation = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(confirmation).toHaveTextContent('Are you sure to delete Matematică?');
    expect(within(confirmation).getByRole('button', { name: "I'm sure." })).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(del).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('removes the row on "I\'m sure." and says "Subject deleted."', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Delete Matematică');
    await user.click(screen.getByRole('button', { name: "I'm sure." }));
    const status = await screen.findByText('Subject deleted.');
    expect(status.closest('[role="status"]')).toHaveTextContent('Successful!');
    expect(screen.queryByRole('button', { name: 'Delete Matematică' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([
      { method: 'DELETE', url: 'http://localhost/api/school/subjects/1', body: undefined, xsrf: 'token-1' },
    ]);
    // The result takes the focus now that the row's button is gone.
    await waitFor(() => expect(document.activeElement).toContainElement(status));
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Subject deleted.')).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a subject in use as 'Error!' and keeps the row", async () => {
    const { user } = setup();
    await loaded();
    failNextWrite('/school/subjects', 409, { message: 'Subject is taught by 2 teachers: Popescu Maria, Ionescu Dan.' });
    await user.click(screen.getByRole('button', { name: 'Delete Matematică' }));
    await user.click(screen.getByRole('button', { name: "I'm sure." }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Subject is taught by 2 teachers: Popescu Maria, Ionescu Dan.');
    expect(screen.getByRole('button', { name: 'Delete Matematică' })).toBeInTheDocument();
    // Add clears the messages.
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Unexpected error occurred." when a delete fails without a message', async () => {
    const { user } = setup();
    await loaded();
    failNextWrite('/school/subjects', 502, 'Bad gateway');
    await user.click(screen.getByRole('button', { name: 'Delete Fizică' }));
    await user.click(screen.getByRole('button', { name: "I'm sure." }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Unexpected error occurred.');
  });
});

describe('SubjectsPage: accessibility', () => {
  it('has no axe violation on the list, with the details dialog and with the confirmation open', async () => {
    const { user } = setup();
    await loaded();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Delete Matematică' }));
    expect(await axeViolations()).toEqual([]);
  });
});
