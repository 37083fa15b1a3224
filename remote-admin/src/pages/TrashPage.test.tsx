import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TrashItem } from '@school/shared';
import { API, axeViolations, server, setupMockApi } from '@school/shared/testing';
import type { RecordedCall } from '../test/mockApi';
import { columnTexts, headerTexts } from '../test/table';
import TrashPage from './TrashPage';
import { expectScreen, pressInList, renderSignedIn } from '../test/screenSetup';

setupMockApi();

function setup() {
  const trash = {
    rows: [
      { type: 'news', id: 4, title: 'Balul Bobocilor', deletedAt: '2026-11-20T10:00:00.000Z', purgeAt: '2026-12-20T10:00:00.000Z' },
      { type: 'document', id: 9, title: 'Buget 2025', deletedAt: '2026-11-21T10:00:00.000Z', purgeAt: '2026-12-21T10:00:00.000Z' },
    ] as TrashItem[],
    calls: [] as Omit<RecordedCall, 'body'>[],
  };
  const record = (request: Request) => trash.calls.push({ method: request.method, url: request.url, xsrf: request.headers.get('x-xsrf-token') });
  server.use(
    http.get(`${API}/content/trash`, () => HttpResponse.json(trash.rows)),
    http.post(`${API}/content/news/:id/restore`, ({ request, params }) => {
      record(request);
      trash.rows = trash.rows.filter((item) => !(item.type === 'news' && item.id === Number(params.id)));
      return HttpResponse.json({ id: Number(params.id) });
    }),
    http.delete(`${API}/content/trash/:type/:id`, ({ request, params }) => {
      record(request);
      trash.rows = trash.rows.filter((item) => !(item.type === params.type && item.id === Number(params.id)));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { ...renderSignedIn(<TrashPage />, { path: '/admin/trash' }), trash };
}

describe('TrashPage', () => {
  it('lists what was deleted with its type and dates', async () => {
    setup();
    await expectScreen('Trash');
    expect(columnTexts(0)).toEqual(['Balul Bobocilor', 'Buget 2025']);
    expect(columnTexts(1)).toEqual(['News post', 'Document']);
    expect(columnTexts(3)).toEqual(['2026-12-20', '2026-12-21']);
  });

  it('says when an item is deleted for good: "Kept until", under a line saying items are kept 30 days', async () => {
    setup();
    await screen.findByRole('table');
    expect(screen.getByText('Items here are deleted for good 30 days after they were deleted.')).toBeInTheDocument();
    expect(headerTexts()).toEqual(['Title', 'Type', 'Deleted on', 'Kept until', 'Actions']);
    expect(screen.queryByText(/Deleted for good on/)).not.toBeInTheDocument();
  });

  it('restores an item and says "Restored."', async () => {
    const { user, trash } = setup();
    await pressInList(user, 'Restore Balul Bobocilor');
    expect(await screen.findByText('Restored.')).toBeInTheDocument();
    expect(trash.calls).toEqual([{ method: 'POST', url: `${API}/content/news/4/restore`, xsrf: 'token-1' }]);
    await waitFor(() => expect(columnTexts(0)).toEqual(['Buget 2025']));
  });

  it('deletes for good after the confirmation', async () => {
    const { user, trash } = setup();
    await screen.findByRole('table');
    // Its name starts with what it shows (WCAG 2.5.3), so a speech user can say what they see.
    const purge = screen.getByRole('button', { name: 'Delete for good Buget 2025' });
    expect(purge).toHaveTextContent(/^Delete for good$/);
    await user.click(purge);
    const confirmation = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(confirmation).toHaveTextContent('Are you sure to delete Buget 2025 for good?');
    expect(within(confirmation).getByText('It cannot be restored afterwards.')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: "I'm sure." }));
    expect(await screen.findByText('Deleted for good.')).toBeInTheDocument();
    expect(trash.calls[0]).toMatchObject({ method: 'DELETE', url: `${API}/content/trash/document/9` });
  });

  it('has no axe violation', async () => {
    const { container } = setup();
    await screen.findByRole('table');
    expect(await axeViolations(container)).toEqual([]);
  });
});
