import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations, setupMockApi } from '@school/shared/testing';
import { mockUsersApi, users } from '../test/mockUsersApi';
import { columnTexts, headerTexts } from '../test/table';
import UsersPage from './UsersPage';
import { expectScreen, loaded, pressInList, renderSignedIn } from '../test/screenSetup';
import { usersMessages } from '@school/shared/messages/account';
import { signInMessages } from '@school/shared/messages/sign-in';

setupMockApi();

function setup() {
  const api = mockUsersApi(users());
  return { ...renderSignedIn(<UsersPage />, { path: '/admin/users' }), api };
}

describe('UsersPage: the list', () => {
  it('shows the title and the users of the first page, sorted by username, with their role and status', async () => {
    setup();
    await expectScreen('All Users');
    expect(headerTexts()).toEqual(['Username', 'Name', 'Role', 'Status', 'Actions']);
    await waitFor(() => expect(columnTexts(0)).toHaveLength(10));
    expect(columnTexts(0).slice(0, 2)).toEqual(['ana.pop', 'director']);
    expect(columnTexts(2).slice(0, 2)).toEqual(['USER', 'ADMIN']);
    expect(columnTexts(3)[2]).toBe('Disabled');
    expect(screen.getByText('1–10 of 14')).toBeInTheDocument();
  });

  it('asks the server to search, sort and page', async () => {
    const { user, api } = setup();
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'POP');
    await waitFor(() => expect(columnTexts(0)).toEqual(['ana.pop']));
    expect(api.lists.at(-1)?.get('q')).toBe('POP');
    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    const roleHeader = screen.getByRole('columnheader', { name: /Role/ });
    await user.click(within(roleHeader).getByRole('button'));
    await user.click(within(roleHeader).getByRole('button'));
    await waitFor(() => expect(columnTexts(2)[0]).toBe('USER'));
    expect(api.lists.at(-1)?.get('sort')).toBe('-role');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.lists.at(-1)?.get('page')).toBe('2'));
    await waitFor(() => expect(columnTexts(0)).toHaveLength(4));
  });
});

describe('UsersPage: changes', () => {
  it('changes a role in its dialog, says Successful! and shows the new role', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Change role of ana.pop');
    const dialog = screen.getByRole('dialog', { name: 'Change role of ana.pop' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'MANAGER');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const banner = (await screen.findByText(usersMessages.updated)).closest('[role="status"]');
    expect(banner).toHaveTextContent('Successful!');
    expect(api.puts).toEqual([{ id: 2, body: { role: 'MANAGER' } }]);
    await waitFor(() => expect(columnTexts(2)[0]).toBe('MANAGER'));
  });

  it('says in one line per role what each may do', async () => {
    const { user } = setup();
    await pressInList(user, 'Change role of ana.pop');
    const dialog = screen.getByRole('dialog', { name: 'Change role of ana.pop' });
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['USER', 'MANAGER', 'ADMIN']);
    const roles = within(dialog).getByRole('list', { name: 'What each role may do' });
    expect(within(roles).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'USER: signs in to the site; no access to the admin area.',
      'MANAGER: edits the site’s content: news, pages, documents, galleries, media and messages.',
      'ADMIN: everything, including users, teachers, classes and subjects.',
    ]);
  });

  it('after a role change, announces the result and gives the focus back to the row’s button', async () => {
    const { user } = setup();
    await pressInList(user, 'Change role of elev05');
    const dialog = screen.getByRole('dialog', { name: 'Change role of elev05' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'MANAGER');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    // Announced politely where it is, at the top.
    expect((await screen.findByText(usersMessages.updated)).closest('[role="status"]')).toHaveTextContent(`Successful! ${usersMessages.updated}`);
    await waitFor(() => expect(columnTexts(2)[7]).toBe('MANAGER'));
    expect(screen.getByRole('button', { name: 'Change role of elev05' })).toHaveFocus();
  });

  it('after a role change that moves the row off the page, the result takes the focus', async () => {
    const { user } = setup();
    await loaded();
    const roleHeader = screen.getByRole('columnheader', { name: /Role/ });
    await user.click(within(roleHeader).getByRole('button'));
    await user.click(within(roleHeader).getByRole('button'));
    await waitFor(() => expect(columnTexts(0)[0]).toBe('ana.pop'));
    await user.click(screen.getByRole('button', { name: 'Change role of ana.pop' }));
    const dialog = screen.getByRole('dialog', { name: 'Change role of ana.pop' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'ADMIN');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(columnTexts(0)).not.toContain('ana.pop'));
    const banner = screen.getByText(usersMessages.updated).closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(banner.parentElement).toHaveFocus());
  });

  it("shows the API's refusal to demote the last ADMIN as Error! in the dialog", async () => {
    const { user } = setup();
    await pressInList(user, 'Change role of director');
    const dialog = screen.getByRole('dialog', { name: 'Change role of director' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'USER');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent(usersMessages.lastAdmin);
  });

  it('disables after a confirmation, and the last ADMIN cannot be', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Disable ana.pop');
    const confirmation = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(confirmation).toHaveTextContent('Are you sure to disable ana.pop?');
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(api.puts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Disable ana.pop' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: "I'm sure." }));
    expect(await screen.findByText(usersMessages.disabledDone)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable ana.pop' })).toBeInTheDocument();
    expect(api.puts).toEqual([{ id: 2, body: { disabled: true } }]);

    await user.click(screen.getByRole('button', { name: 'Disable director' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: "I'm sure." }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Error!');
    expect(refusal).toHaveTextContent(usersMessages.lastAdmin);
  });

  it('sets a new password, checking its length first', async () => {
    const { user, api } = setup();
    await pressInList(user, 'Set password of ana.pop');
    const dialog = screen.getByRole('dialog', { name: 'Set password of ana.pop' });
    const field = within(dialog).getByLabelText('New password');
    await user.type(field, 'short{Enter}');
    expect(within(dialog).getByText(signInMessages.registration.passwordLength)).toBeInTheDocument();
    expect(api.puts).toEqual([]);
    await user.type(field, ' but now long enough{Enter}');
    expect(await screen.findByText(usersMessages.passwordSet)).toBeInTheDocument();
    expect(api.puts).toEqual([{ id: 2, body: { password: 'short but now long enough' } }]);
  });
});

describe('UsersPage: accessibility', () => {
  it('has no axe violation on the list, with each dialog open', async () => {
    const { user } = setup();
    await loaded();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Change role of ana.pop' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Set password of ana.pop' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Disable ana.pop' }));
    expect(await axeViolations()).toEqual([]);
  });
});
