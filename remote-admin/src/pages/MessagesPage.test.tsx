// /admin/messages: the visitors' messages, newest first, filtered by kind and status on the
// server; a message opens in 'Message Details' and its status changes there.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MessagePage, VisitorMessage } from '@school/shared';
import { API, axeViolations, server, setupMockApi } from '@school/shared/testing';
import { columnTexts, headerTexts } from '../test/table';
import MessagesPage from './MessagesPage';
import { pressInList, renderSignedIn } from '../test/screenSetup';

setupMockApi();

const request: VisitorMessage = {
  id: 2,
  kind: 'PUBLIC_INFORMATION_REQUEST',
  status: 'NEW',
  name: 'Ana Popescu',
  email: 'ana@example.ro',
  text: 'Execuția bugetară pe 2026.',
  page: null,
  gallery: null,
  photo: null,
  registrationNumber: '544/2026/0001',
  receivedAt: '2026-09-15T09:00:00.000Z',
  updatedAt: '2026-09-15T09:00:00.000Z',
};
const takedown: VisitorMessage = {
  ...request,
  id: 1,
  kind: 'PHOTO_TAKEDOWN',
  name: 'Maria Pop',
  email: 'maria@example.ro',
  text: 'Apare fiica mea.',
  gallery: 'Săptămâna Verde 2024-2025',
  photo: 'a treia',
  registrationNumber: null,
  receivedAt: '2026-09-14T09:00:00.000Z',
};

function setup({ failUpdate = false } = {}) {
  const rows = [request, takedown];
  const asked: URLSearchParams[] = [];
  const updates: unknown[] = [];
  server.use(
    http.get(`${API}/messages`, ({ request: req }) => {
      const query = new URL(req.url).searchParams;
      asked.push(query);
      const items = rows.filter((m) => (!query.get('kind') || m.kind === query.get('kind')) && (!query.get('status') || m.status === query.get('status')));
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: Number(query.get('pageSize')) } satisfies MessagePage);
    }),
    http.put(`${API}/messages/:id`, async ({ request: req, params }) => {
      const body = (await req.json()) as { status: VisitorMessage['status'] };
      updates.push({ id: Number(params.id), ...body });
      if (failUpdate) return HttpResponse.json({ message: 'Database unavailable.' }, { status: 503 });
      const row = rows.find((m) => m.id === Number(params.id))!;
      Object.assign(row, { status: body.status });
      return HttpResponse.json(row);
    }),
  );
  return { ...renderSignedIn(<MessagesPage />, { path: '/admin/messages' }), asked, updates };
}

it('lists the messages newest first with their kind, number, sender and status', async () => {
  const { asked } = setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  await screen.findByRole('table');
  expect(headerTexts()).toEqual(['Received', 'Kind', 'Registration no.', 'From', 'Status', 'Actions']);
  expect(columnTexts(1)).toEqual(['Public information request (Law 544)', 'Photo takedown request']);
  expect(columnTexts(2)).toEqual(['544/2026/0001', '']);
  expect(columnTexts(0)[0]).toMatch(/15 Sept? 2026, 12:00/);
  expect(asked[0]?.get('pageSize')).toBe('200');
  expect(await axeViolations()).toEqual([]);
});

it('asks the API for the chosen kind and status', async () => {
  const { user, asked } = setup();
  await screen.findByRole('table');
  await user.selectOptions(screen.getByLabelText('Kind'), 'Photo takedown request');
  await waitFor(() => expect(columnTexts(3)).toEqual(['Maria Pop']));
  expect(asked.at(-1)?.get('kind')).toBe('PHOTO_TAKEDOWN');
  await user.selectOptions(screen.getByLabelText('Status'), 'Answered');
  expect(await screen.findByText('No messages found.')).toBeInTheDocument();
  expect(asked.at(-1)?.get('status')).toBe('ANSWERED');
});

it('opens a message in Message Details and saves its new status', async () => {
  const { user, updates } = setup();
  await pressInList(user, 'View Photo takedown request from Maria Pop');
  const dialog = screen.getByRole('dialog', { name: 'Message Details' });
  expect(dialog).toHaveTextContent('Săptămâna Verde 2024-2025');
  expect(dialog).toHaveTextContent('Apare fiica mea.');
  expect(within(dialog).getByRole('link', { name: 'maria@example.ro' })).toHaveAttribute('href', 'mailto:maria@example.ro');
  expect(within(dialog).getByRole('link', { name: 'Find it in the Media library' })).toHaveAttribute('href', '/admin/media?q=a+treia');
  expect(await axeViolations()).toEqual([]);

  await user.selectOptions(within(dialog).getByLabelText('Status'), 'Answered');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Message updated.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(updates).toEqual([{ id: 1, status: 'ANSWERED' }]);
  await waitFor(() => expect(columnTexts(4)).toEqual(['New', 'Answered']));
});

it("writes the reply link with the visitor's address encoded: a query in it adds no Bcc or subject", async () => {
  // An address kept from before the API checked its form.
  const hostile = 'parent@example.ro?bcc=attacker%40evil.example&subject=Urgent';
  Object.assign(takedown, { email: hostile });
  try {
    const { user } = setup();
    await pressInList(user, 'View Photo takedown request from Maria Pop');
    const link = within(screen.getByRole('dialog', { name: 'Message Details' })).getByRole('link', { name: hostile });
    const reply = new URL(link.getAttribute('href')!);
    expect(reply.protocol).toBe('mailto:');
    expect(reply.search).toBe('');
    expect(decodeURIComponent(reply.pathname)).toBe(hostile);
  } finally {
    Object.assign(takedown, { email: 'maria@example.ro' });
  }
});

it('keeps the dialog open with the Error! banner when the save fails', async () => {
  const { user } = setup({ failUpdate: true });
  await pressInList(user, 'View 544/2026/0001');
  const dialog = screen.getByRole('dialog', { name: 'Message Details' });
  await user.selectOptions(within(dialog).getByLabelText('Status'), 'In progress');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error! Database unavailable.');
  expect(within(dialog).getByLabelText('Status')).toHaveValue('IN_PROGRESS');
});
