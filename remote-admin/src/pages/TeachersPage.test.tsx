import { screen, waitFor, within } from '@testing-library/react';
import { type Subject, type Teacher } from '@school/shared';
import TeachersPage from './TeachersPage';
import { axeViolations, setupMockApi } from '@school/shared/testing';
import { failNextWrite } from '../test/mockApi';
import { subjects, teachers } from '../test/fixtures';
import { columnTexts, headerTexts } from '../test/table';
import { confirmDelete, detailsDialog, expectScreen, loaded, pressInList, renderEntityScreen } from '../test/screenSetup';
import { schoolDataMessages } from '@school/shared/messages/school-data';

setupMockApi();

const subjectList = subjects();

function toTeacher(body: Record<string, unknown>, id: number): Teacher {
  const ref = body.subject as { id: number } | null;
  return {
    id,
    firstName: String(body.firstName),
    lastName: String(body.lastName),
    gender: body.gender as Teacher['gender'],
    position: body.position as Teacher['position'],
    subject: ref ? (subjectList.find((s) => s.id === ref.id) as Subject) : null,
    degree: (body.degree as Teacher['degree']) ?? null,
    yearsOfService: (body.yearsOfService as number | null) ?? null,
  };
}

const setup = () =>
  renderEntityScreen(<TeachersPage />, { path: '/admin/teachers', collection: '/school/teachers', rows: teachers(), toRow: toTeacher, deleted: 'Teacher deleted.', choices: { '/school/subjects': subjectList } });
const dialog = () => detailsDialog('Teacher');

describe('TeachersPage', () => {
  it("shows 'All Teachers', 'Add teacher' and the columns, the subject by its name", async () => {
    setup();
    await expectScreen('All Teachers', 'Add teacher');
    expect(headerTexts()).toEqual(['Id', 'First name', 'Last name', 'Position', 'Subject', 'Actions']);
    expect(columnTexts(4)).toEqual(['Matematică', 'Fizică', '']);
    expect(columnTexts(3)).toEqual(['Principal', 'Deputy principal', 'Teacher']);
  });

  it('searches trimmed and without regard to case, and sorts by last name', async () => {
    const { user } = setup();
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Search teachers' }), ' fizică ');
    await waitFor(() => expect(columnTexts(2)).toEqual(['Ionescu']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search teachers' }));
    const header = screen.getByRole('columnheader', { name: /Last name/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(columnTexts(2)).toEqual(['Ionescu', 'Popescu', 'Stan']));
    await user.click(within(header).getByRole('button'));
    expect(columnTexts(2)).toEqual(['Stan', 'Popescu', 'Ionescu']);
  });

  it('opens an empty dialog with MALE and PRINCIPAL preselected and the loaded subjects to choose from', async () => {
    const { user } = setup();
    await pressInList(user, 'Add teacher');
    const d = dialog();
    expect(within(d).getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(within(d).getByRole('textbox', { name: 'Last name' })).toHaveValue('');
    expect(within(d).getByRole('combobox', { name: 'Gender' })).toHaveValue('MALE');
    expect(within(d).getByRole('combobox', { name: 'Position' })).toHaveValue('PRINCIPAL');
    const subject = within(d).getByRole('combobox', { name: 'Subject' });
    expect(subject).toHaveValue('');
    expect(within(subject).getAllByRole('option')).toHaveLength(subjectList.length + 1);
    expect(within(d).getByRole('combobox', { name: 'Degree' })).toHaveValue('');
    expect(within(d).getByRole('textbox', { name: 'Years of service' })).toHaveValue('');
  });

  it('shows "First name is required." and "Last name is required." only after a submit attempt', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Add teacher');
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Last name is required.')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog()).getByText('First name is required.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Last name is required.')).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Years of service' }), '99');
    expect(within(dialog()).getByText('Years of service must be a whole number from 0 to 60.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('adds a teacher with the subject as {id} and says "New teacher added."', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Add teacher');
    const d = dialog();
    await user.type(within(d).getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(within(d).getByRole('textbox', { name: 'Last name' }), 'Radu');
    await user.selectOptions(within(d).getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.selectOptions(within(d).getByRole('combobox', { name: 'Position' }), 'Teacher');
    await user.selectOptions(within(d).getByRole('combobox', { name: 'Subject' }), 'Chimie');
    await user.selectOptions(within(d).getByRole('combobox', { name: 'Degree' }), 'Definitivat');
    await user.type(within(d).getByRole('textbox', { name: 'Years of service' }), '3');
    await user.click(within(d).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('New teacher added.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      body: { firstName: 'Ana', lastName: 'Radu', gender: 'FEMALE', position: 'TEACHER', subject: { id: 6 }, degree: 'definitivat', yearsOfService: 3 },
    });
    expect(api.calls[0]?.body).not.toHaveProperty('id');
    expect(columnTexts(2)).toContain('Radu');
    expect(columnTexts(4)).toContain('Chimie');
  });

  it('edits with the row\'s values and says "Teacher updated."', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Edit Ionescu Dan');
    const d = dialog();
    expect(within(d).getByRole('textbox', { name: 'First name' })).toHaveValue('Dan');
    expect(within(d).getByRole('combobox', { name: 'Position' })).toHaveValue('DEPUTY_PRINCIPAL');
    expect(within(d).getByRole('combobox', { name: 'Subject' })).toHaveValue('5');
    expect(within(d).getByRole('combobox', { name: 'Degree' })).toHaveValue('II');
    expect(within(d).getByRole('textbox', { name: 'Years of service' })).toHaveValue('12');
    await user.selectOptions(within(d).getByRole('combobox', { name: 'Subject' }), 'None');
    await user.click(within(d).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Teacher updated.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'PUT', url: 'http://localhost/api/school/teachers/2', body: { subject: null } });
    expect(columnTexts(4)).toEqual(['Matematică', '', '']);
  });

  it('asks "Are you sure to delete Popescu Maria?" (last name then first name) and says "Teacher deleted."', async () => {
    const { user } = setup();
    await confirmDelete(user, 'Popescu Maria');
    expect(await screen.findByText('Teacher deleted.')).toBeInTheDocument();
    expect(columnTexts(2)).toEqual(['Ionescu', 'Stan']);
  });

  it("shows the API's refusal of a class master's delete as 'Error!'", async () => {
    const { user } = setup();
    await loaded();
    failNextWrite('/school/teachers', 409, { message: 'Teacher is the master of class a V-a A.' });
    await user.click(screen.getByRole('button', { name: 'Delete Popescu Maria' }));
    await user.click(screen.getByRole('button', { name: "I'm sure." }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Teacher is the master of class a V-a A.');
  });

  it('keeps the typed data and the dialog open when a create fails', async () => {
    const { user } = setup();
    await loaded();
    failNextWrite('/school/teachers', 403, { message: 'Invalid or missing XSRF token.' });
    await user.click(screen.getByRole('button', { name: 'Add teacher' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Last name' }), 'Radu');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Invalid or missing XSRF token.');
    expect(within(dialog()).getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    expect(within(dialog()).getByRole('textbox', { name: 'Last name' })).toHaveValue('Radu');
  });

  it("shows the API's refusal of a second principal under 'Error!' in the dialog and beside Position", async () => {
    const { user } = setup();
    await loaded();
    const taken = schoolDataMessages.teacher.principalTaken('Popescu Maria');
    failNextWrite('/school/teachers', 409, { message: taken, errors: { position: taken } });
    await user.click(screen.getByRole('button', { name: 'Add teacher' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Last name' }), 'Radu');
    expect(within(dialog()).getByRole('combobox', { name: 'Position' })).toHaveValue('PRINCIPAL');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('The school already has a principal: Popescu Maria. Change their position first.');
    expect(within(dialog()).getByRole('combobox', { name: 'Position' })).toHaveAccessibleDescription(taken);
    // Choosing another position takes the refusal away; the save then goes through.
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Position' }), 'DEPUTY_PRINCIPAL');
    expect(within(dialog()).getByRole('combobox', { name: 'Position' })).not.toHaveAccessibleDescription(taken);
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('New teacher added.')).toBeInTheDocument();
  });

  it('has no axe violation with the list and with the dialog open', async () => {
    const { user } = setup();
    await loaded();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add teacher' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await axeViolations()).toEqual([]);
  });
});
