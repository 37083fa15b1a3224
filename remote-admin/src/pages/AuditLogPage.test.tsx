import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '@school/shared';
import { API, axeViolations, renderScreen, server, setupMockApi } from '@school/shared/testing';
import { columnTexts, headerTexts } from '../test/table';
import AuditLogPage from './AuditLogPage';

setupMockApi();

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: new Date(Date.UTC(2026, 8, 15, 8, id)).toISOString(),
  actor: { id: 1, username: 'director' },
  action: 'UPDATE',
  itemType: 'user',
  itemId: '7',
  itemLabel: 'ana.pop',
  changes: { role: ['USER', 'MANAGER'] },
  ...overrides,
});

function setup(entries: AuditEntry[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/audit-log`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const pageSize = Number(params.get('pageSize'));
      const page = Number(params.get('page'));
      return HttpResponse.json({ items: entries.slice((page - 1) * pageSize, page * pageSize), total: entries.length, page, pageSize });
    }),
  );
  return { ...renderScreen(<AuditLogPage />, { path: '/admin/audit-log' }), asked };
}

it('shows who changed what, newest first as the API answers, with a password never shown', async () => {
  setup([entry(2, { changes: { password: ['***', '***'] } }), entry(1), entry(0, { action: 'DELETE', itemType: 'subject', itemLabel: 'Astronomie', changes: { name: ['Astronomie', null] } })]);
  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  await screen.findByRole('table');
  expect(headerTexts()).toEqual(['When', 'Who', 'Action', 'Item', 'What changed']);
  await waitFor(() => expect(columnTexts(4)).toEqual(['password: *** → ***', 'role: USER → MANAGER', 'name: Astronomie → —']));
  expect(columnTexts(3)).toEqual(['user ana.pop', 'user ana.pop', 'subject Astronomie']);
  expect(columnTexts(1)[0]).toBe('director');
});

it('asks the API by person, item type and days (from the first day to the end of the last)', async () => {
  const { user, asked } = setup([entry(1)]);
  await screen.findByRole('table');
  await user.type(screen.getByRole('searchbox', { name: 'Person (username)' }), 'direc');
  await waitFor(() => expect(asked.at(-1)?.get('actor')).toBe('direc'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Item type' }), 'subject');
  await waitFor(() => expect(asked.at(-1)?.get('itemType')).toBe('subject'));
  await user.type(screen.getByLabelText('From (day)'), '2026-09-01');
  await user.type(screen.getByLabelText('To (day)'), '2026-09-30');
  await waitFor(() => {
    expect(asked.at(-1)?.get('from')).toBe(new Date(2026, 8, 1).toISOString());
    expect(asked.at(-1)?.get('to')).toBe(new Date(2026, 9, 1).toISOString());
  });
});

it('pages by 20', async () => {
  const { user, asked } = setup(Array.from({ length: 45 }, (_, index) => entry(45 - index)));
  await screen.findByRole('table');
  expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Last' }));
  await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('3'));
  expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
});

it('has no axe violation', async () => {
  setup([entry(1)]);
  await screen.findByRole('table');
  expect(await axeViolations()).toEqual([]);
});
