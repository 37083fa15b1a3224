// Each admin path renders its own screen (lazily loaded) inside whatever router the host gives.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from './routes';
import { API, renderRouteTable, server, setupMockApi } from '@school/shared/testing';
import { aboutUs } from './test/fixtures';

setupMockApi();

const titles: Record<string, string> = {
  'admin/dashboard': 'Dashboard',
  'admin/about-us': 'About Us',
  'admin/subjects': 'All Subjects',
  'admin/teachers': 'All Teachers',
  'admin/classes': 'All Classes',
  'admin/needs-attention': 'Needs attention',
};

describe('remote-admin routes', () => {
  it.each(Object.entries(titles))('/%s shows "%s"', async (path, title) => {
    server.use(
      http.get(`${API}/school/:list`, ({ params }) =>
        HttpResponse.json(params.list === 'about-us' ? aboutUs() : []),
      ),
      http.get(`${API}/content/health`, () => HttpResponse.json([])),
    );
    renderRouteTable(routes, `/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
