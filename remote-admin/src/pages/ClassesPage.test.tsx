import { screen, waitFor, within } from '@testing-library/react';
import type { SchoolClass, Teacher } from '@school/shared';
import ClassesPage from './ClassesPage';
import { axeViolations, setupMockApi } from '@school/shared/testing';
import { failNextWrite } from '../test/mockApi';
import { classes, teachers } from '../test/fixtures';
import { columnTexts, headerTexts } from '../test/table';
import { confirmDelete, detailsDialog, expectScreen, loaded, pressInList, renderEntityScreen } from '../test/screenSetup';

setupMockApi();

const teacherList = teachers();

function toClass(body: Record<string, unknown>, id: number): SchoolClass {
  const ref = body.master as { id: number } | null;
  return {
    id,
    name: String(body.name),
    number: Number(body.number),
    educationType: body.educationType as SchoolClass['educationType'],
    master: ref ? (teacherList.find((t) => t.id === ref.id) as Teacher) : null,
  };
}

const setup = () =>
  renderEntityScreen(<ClassesPage />, { path: '/admin/classes', collection: '/school/classes', rows: classes(), toRow: toClass, deleted: 'Class deleted.', choices: { '/school/teachers': teacherList } });
const dialog = () => detailsDialog('Class');

describe('ClassesPage', () => {
  it("shows 'All Classes', 'Add class' and the columns, the master by first and last name", async () => {
    setup();
    await expectScreen('All Classes', 'Add class');
    expect(headerTexts()).toEqual(['Id', 'Name', 'Education type', 'Master', 'Actions']);
    expect(columnTexts(3)).toEqual(['', 'Maria Popescu', 'Dan Ionescu']);
    expect(columnTexts(2)).toEqual(['Primary', 'Lower secondary', 'Lower secondary']);
  });

  it('searches by master name, trimmed and without regard to case, and sorts by name', async () => {
    const { user } = setup();
    await loaded();
    const search = screen.getByRole('searchbox', { name: 'Search classes' });
    await user.type(search, '  DAN ');
    await waitFor(() => expect(columnTexts(1)).toEqual(['a VIII-a B']));
    await user.clear(search);
    const header = screen.getByRole('columnheader', { name: /^Name/ });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(columnTexts(1)).toEqual(['Clasa pregătitoare', 'a VIII-a B', 'a V-a A']));
  });

  it('opens an empty dialog with PRIMARY preselected and the loaded teachers as masters', async () => {
    const { user } = setup();
    await pressInList(user, 'Add class');
    const d = dialog();
    expect(within(d).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(d).getByRole('textbox', { name: 'Number' })).toHaveValue('0');
    const educationType = within(d).getByRole('combobox', { name: 'Education type' });
    expect(educationType).toHaveValue('PRIMARY');
    // Grades V-VIII are lower secondary school; the API's value stays HIGH_SCHOOL.
    expect(within(educationType).getAllByRole('option').map((o) => o.textContent)).toEqual(['Primary', 'Lower secondary']);
    const master = within(d).getByRole('combobox', { name: 'Master' });
    expect(within(master).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'None',
      'Maria Popescu',
      'Dan Ionescu',
      'Elena Stan',
    ]);
  });

  it('shows "Name is required." only after a submit attempt; adds with master {id}; "New class added."', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Add class');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog()).getByText('Name is required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'a VI-a A');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    const number = within(dialog()).getByRole('textbox', { name: 'Number' });
    await user.clear(number);
    await user.type(number, '6');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Education type' }), 'Lower secondary');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Master' }), 'Elena Stan');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('New class added.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ name: 'a VI-a A', number: 6, educationType: 'HIGH_SCHOOL', master: { id: 3 } });
    expect(columnTexts(3)).toContain('Elena Stan');
  });

  it('edits with the row\'s values and says "Class updated."', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Edit a V-a A');
    expect(within(dialog()).getByRole('combobox', { name: 'Master' })).toHaveValue('1');
    expect(within(dialog()).getByRole('combobox', { name: 'Education type' })).toHaveValue('HIGH_SCHOOL');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Name' }), ' (2)');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Class updated.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'PUT', url: 'http://localhost/api/school/classes/2' });
    expect(columnTexts(1)).toContain('a V-a A (2)');
  });

  it('asks "Are you sure to delete a VIII-a B?" and says "Class deleted."', async () => {
    const { user } = setup();
    await confirmDelete(user, 'a VIII-a B');
    expect(await screen.findByText('Class deleted.')).toBeInTheDocument();
    expect(columnTexts(1)).toEqual(['Clasa pregătitoare', 'a V-a A']);
  });

  it("shows 'Error!' with the server's message when an update fails, keeping the dialog", async () => {
    const { user } = setup();
    await loaded();
    failNextWrite('/school/classes', 404, { message: 'Class not found.' });
    await user.click(screen.getByRole('button', { name: 'Edit a V-a A' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Class not found.');
  });

  it('has no axe violation with the list and with the dialogs open', async () => {
    const { user } = setup();
    await loaded();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add class' }));
    expect(await axeViolations()).toEqual([]);
  });
});
