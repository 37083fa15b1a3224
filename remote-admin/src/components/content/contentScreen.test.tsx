// The content lists' own words (news as the example): the delete confirmation, and the school
// years the filter offers.
import '../../test/editorLayout';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { schoolYearOf } from '@school/shared/schemas';
import { API, server, setupMockApi } from '@school/shared/testing';
import NewsPage from '../../pages/NewsPage';
import { mockNews, newsPost } from '../../test/newsFixtures';
import { renderInDataRouter } from '../../test/renderDataRouter';

setupMockApi();

function setup(rows = [newsPost(1, 'Ziua Școlii')]) {
  const news = mockNews(rows);
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
  return { ...renderInDataRouter(<NewsPage />, '/admin/news'), news };
}

/** The school year today falls in starts in this year. */
const current = Number(schoolYearOf(new Date().toISOString().slice(0, 10)).slice(0, 4));

const schoolYearChoices = () =>
  within(screen.getByRole('combobox', { name: 'School year' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('a content screen: deleting', () => {
  it('keeps the spec’s question and says the item goes to the Trash for 30 days', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete Ziua Școlii' }));
    const confirmation = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(within(confirmation).getByText('Are you sure to delete Ziua Școlii?')).toBeInTheDocument();
    expect(within(confirmation).getByText('It goes to the Trash, where it can be restored for 30 days.')).toBeInTheDocument();
    expect(within(confirmation).getByRole('button', { name: "I'm sure." })).toBeInTheDocument();
  });
});

describe('a content screen: the school-year filter', () => {
  it('offers every school year the items have, however old, newest first', async () => {
    setup([newsPost(1, 'Ziua Școlii'), newsPost(2, 'Ziua Pământului', { date: '2021-04-22', schoolYear: '2020-2021' }), newsPost(3, 'Serbare', { date: '2014-12-20', schoolYear: '2014-2015' })]);
    await screen.findByRole('table');
    const years = schoolYearChoices();
    expect(years[0]).toBe('All');
    expect(years.slice(1, 3)).toEqual([`${current + 1}-${current + 2}`, `${current}-${current + 1}`]);
    expect(years).toContain('2020-2021');
    expect(years.at(-1)).toBe('2014-2015');
    // Every year between, once, newest first.
    expect(years.slice(1)).toHaveLength(current + 1 - 2014 + 1);
  });

  it('reads the years from one endpoint, not from more reads of the list', async () => {
    const recent = Array.from({ length: 150 }, (_, index) => newsPost(index + 1, `Știre ${index + 1}`, { date: '2026-10-01', schoolYear: '2026-2027' }));
    const listReads: string[] = [];
    server.use(
      http.get(`${API}/content/school-years`, () => HttpResponse.json(['2026-2027', '2012-2013'])),
      http.get(`${API}/content/news`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        listReads.push(params.toString());
        const pageSize = Number(params.get('pageSize'));
        return HttpResponse.json({ items: recent.slice(0, pageSize), total: recent.length + 1, page: 1, pageSize });
      }),
    );
    renderInDataRouter(<NewsPage />, '/admin/news');
    await screen.findByRole('table');
    expect(await within(screen.getByRole('combobox', { name: 'School year' })).findByRole('option', { name: '2012-2013' })).toBeInTheDocument();
    expect(schoolYearChoices().at(-1)).toBe('2012-2013');
    expect(screen.getByText('Showing the newest 100 of 151 news posts: choose a school year to see the others.')).toBeInTheDocument();
    expect(listReads).toEqual(['status=ALL&pageSize=100']);
  });
});
