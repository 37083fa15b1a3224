import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import DashboardPage from './DashboardPage';
import { API, axeViolations, renderScreen, server, setupMockApi } from '@school/shared/testing';
import { classes, subjects, teachers } from '../test/fixtures';

setupMockApi();

describe('DashboardPage', () => {
  it('shows how many teachers, classes and subjects there are, each linking to its screen', async () => {
    server.use(
      http.get(`${API}/school/teachers`, () => HttpResponse.json(teachers())),
      http.get(`${API}/school/classes`, () => HttpResponse.json(classes().slice(0, 2))),
      http.get(`${API}/school/subjects`, () => HttpResponse.json(subjects())),
    );
    const { user } = renderScreen(<DashboardPage />, { path: '/admin/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '3 Teachers' })).toHaveAttribute('href', '/admin/teachers');
    expect(await screen.findByRole('link', { name: '2 Classes' })).toHaveAttribute('href', '/admin/classes');
    expect(await screen.findByRole('link', { name: '25 Subjects' })).toHaveAttribute('href', '/admin/subjects');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: '25 Subjects' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/subjects');
  });

  it('shows a dash for a count that could not be loaded', async () => {
    server.use(
      http.get(`${API}/school/teachers`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get(`${API}/school/classes`, () => HttpResponse.json([])),
      http.get(`${API}/school/subjects`, () => HttpResponse.json([])),
    );
    renderScreen(<DashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByRole('link', { name: '– Teachers' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '0 Classes' })).toBeInTheDocument();
  });
});
