import { CURRENT_USER_KEY, loadStoredUser, saveStoredUser } from './currentUserStorage';
import type { User } from '../types';

const admin: User = { id: 1, username: 'admin', firstName: 'Ana', lastName: 'Pop', role: 'ADMIN', token: '' };

describe('current user storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the user under "currentUser"', () => {
    saveStoredUser(admin);
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? 'null')).toEqual(admin);
    expect(loadStoredUser()).toEqual(admin);
  });

  it('drops an entry that is not a user', () => {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ role: 'ADMIN' }));
    expect(loadStoredUser()).toBeNull();
    localStorage.setItem(CURRENT_USER_KEY, '{not json');
    expect(loadStoredUser()).toBeNull();
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ ...admin, role: 'ROOT' }));
    expect(loadStoredUser()).toBeNull();
  });

  it('removes the entry on sign-out', () => {
    saveStoredUser(admin);
    saveStoredUser(null);
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });
});
