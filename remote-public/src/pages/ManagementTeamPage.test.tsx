import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import type { Teacher } from '@school/shared';
import { teachersFixture } from '../test/fixtures';
import { renderPage } from '../test/renderPage';
import { API, server, setupMockApi } from '../test/server';
import { managementLines } from './ManagementTeamPage';

setupMockApi();

describe('/echipa-manageriala', () => {
  it('names the principal and the deputy from the live teachers data', async () => {
    renderPage('/echipa-manageriala');
    expect(await screen.findByRole('heading', { level: 1, name: 'Echipa managerială' })).toBeInTheDocument();
    expect(await screen.findByText('Director: prof. Popescu Maria')).toBeInTheDocument();
    expect(screen.getByText('Director adjunct: prof. Ionescu Dan')).toBeInTheDocument();
  });

  it('says politely that a post is vacant when no teacher holds it', async () => {
    const noPrincipal = teachersFixture().filter((t) => t.position !== 'PRINCIPAL');
    server.use(http.get(`${API}/school/teachers`, () => HttpResponse.json(noPrincipal)));
    renderPage('/echipa-manageriala');
    const vacant = await screen.findByText(/Director: post vacant/);
    expect(vacant).toHaveTextContent('vă mulțumim pentru înțelegere');
    expect(screen.getByText('Director adjunct: prof. Ionescu Dan')).toBeInTheDocument();
  });

  it('lists every deputy principal, each on its own line in the spec format', async () => {
    const withDeputies = [
      ...teachersFixture(),
      { id: 90, firstName: 'Ioana', lastName: 'Stan', gender: 'FEMALE', position: 'DEPUTY_PRINCIPAL', subject: null, degree: null, yearsOfService: null },
      { id: 91, firstName: 'Radu', lastName: 'Marin', gender: 'MALE', position: 'DEPUTY_PRINCIPAL', subject: null, degree: null, yearsOfService: null },
    ] satisfies Teacher[];
    server.use(http.get(`${API}/school/teachers`, () => HttpResponse.json(withDeputies)));
    renderPage('/echipa-manageriala');
    expect(await screen.findByText('Director: prof. Popescu Maria')).toBeInTheDocument();
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'Director: prof. Popescu Maria',
      'Director adjunct: prof. Ionescu Dan',
      'Director adjunct: prof. Stan Ioana',
      'Director adjunct: prof. Marin Radu',
    ]);
  });

  it('lists both posts as vacant when there are no teachers', () => {
    expect(managementLines([]).map((l) => l.text)).toEqual(['Director: post vacant', 'Director adjunct: post vacant']);
  });

  it('offers a retry when the teachers cannot be loaded', async () => {
    server.use(http.get(`${API}/school/teachers`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { user } = renderPage('/echipa-manageriala');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nu am putut încărca echipa managerială.');
    server.use(http.get(`${API}/school/teachers`, () => HttpResponse.json(teachersFixture())));
    await user.click(screen.getByRole('button', { name: 'Încercați din nou' }));
    expect(await screen.findByText('Director: prof. Popescu Maria')).toBeInTheDocument();
  });
});
