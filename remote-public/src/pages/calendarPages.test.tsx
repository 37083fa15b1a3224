// /calendar, an event's page and "Urmează" on /home, as a visitor reads them on 27 November 2026.
import { screen, waitFor, within } from '@testing-library/react';
import { eventFixture, pageFixture } from '../test/fixtures';
import { axeViolations, renderPage } from '../test/renderPage';
import { contentHandlers, server, setupMockApi } from '../test/server';

setupMockApi();

const events = [
  eventFixture(1, 'Ședința cu părinții', { start: '2026-12-10T17:30', end: '2026-12-10T19:00', category: 'parent-meeting', place: 'Sala 12', body: '<p>Discutăm <strong>notele</strong> semestrului.</p>' }),
  eventFixture(2, 'Vacanța de iarnă', { start: '2026-12-20', end: '2027-01-07', allDay: true, category: 'holiday' }),
  eventFixture(3, 'Concursul de matematică', { start: '2027-01-16T09:00', category: 'competition' }),
  eventFixture(4, 'Vacanța de primăvară', { start: '2027-04-03', end: '2027-04-13', allDay: true, category: 'holiday' }),
];

beforeEach(() => {
  // Only the date is fixed: the pages ask for the events not over before today in Bucharest.
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 27, 10, 0), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime'] });
  server.use(...contentHandlers({ events }));
});
afterEach(() => jest.useRealTimers());

describe('/calendar', () => {
  it('lists the upcoming events by month, in Romanian, with links to each, to each category and to the feeds', async () => {
    renderPage('/calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    const december = await screen.findByRole('region', { name: 'Decembrie 2026' });
    expect(within(december).getByRole('link', { name: 'Ședința cu părinții' })).toHaveAttribute('href', '/calendar/sedinta-cu-parintii');
    expect(within(december).getByText('10 decembrie 2026, ora 17:30 – 19:00')).toBeInTheDocument();
    expect(within(december).getByText('20 decembrie 2026 – 7 ianuarie 2027')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ianuarie 2027' })).toHaveTextContent('Concursul de matematică');
    expect(screen.getByRole('region', { name: 'Aprilie 2027' })).toHaveTextContent('3 – 13 aprilie 2027');

    const categories = screen.getByRole('navigation', { name: 'Alegeți o categorie' });
    expect(within(categories).getByRole('link', { name: 'Toate' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'Vacanță' })).toHaveAttribute('href', '/calendar?categorie=holiday');
    expect(within(categories).getByRole('link', { name: 'Ședință cu părinții' })).toHaveAttribute('href', '/calendar?categorie=parent-meeting');

    expect(screen.getByRole('link', { name: 'Abonare: tot calendarul' }).getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\.ics$/);
    expect(screen.getByRole('link', { name: 'Descărcați fișierul .ics (tot calendarul)' }).getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/api\/calendar\.ics$/);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows one category when its link is followed, with that category’s feed', async () => {
    const { user } = renderPage('/calendar');
    await user.click(await screen.findByRole('link', { name: 'Vacanță' }));
    await waitFor(() => expect(screen.queryByText('Ședința cu părinții')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Vacanța de iarnă' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vacanța de primăvară' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vacanță' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Abonare: Vacanță' }).getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/holiday\.ics$/);
  });

  it('says so when a category has no upcoming event', async () => {
    renderPage('/calendar?categorie=exam');
    expect(await screen.findByText('Nu este niciun eveniment programat în această categorie.')).toBeInTheDocument();
  });
});

describe('/calendar/:slug', () => {
  it('shows when and where the event happens, its category and its description', async () => {
    renderPage('/calendar/sedinta-cu-parintii');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ședința cu părinții' })).toBeInTheDocument();
    expect(screen.getByText('10 decembrie 2026, ora 17:30 – 19:00')).toHaveAttribute('datetime', '2026-12-10T17:30');
    expect(screen.getByText('Sala 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ședință cu părinții' })).toHaveAttribute('href', '/calendar?categorie=parent-meeting');
    expect(screen.getByText(/semestrului/)).toHaveTextContent('Discutăm notele semestrului.');
    expect(screen.getByRole('link', { name: 'Înapoi la calendar' })).toHaveAttribute('href', '/calendar');
    expect(await axeViolations()).toEqual([]);
  });

  it('says the event is missing when there is none with that address', async () => {
    renderPage('/calendar/nu-exista');
    expect(await screen.findByText('Evenimentul căutat nu există sau nu mai este publicat.')).toBeInTheDocument();
  });
});

describe('Urmează on /home', () => {
  it('shows the next three events and a link to the calendar', async () => {
    renderPage('/home');
    const next = await screen.findByRole('region', { name: 'Urmează' });
    expect(await within(next).findByRole('link', { name: 'Ședința cu părinții' })).toHaveAttribute('href', '/calendar/sedinta-cu-parintii');
    expect(within(next).getAllByRole('listitem').map((item) => item.querySelector('a')?.textContent)).toEqual(['Ședința cu părinții', 'Vacanța de iarnă', 'Concursul de matematică']);
    expect(within(next).getByRole('link', { name: 'Tot calendarul' })).toHaveAttribute('href', '/calendar');
  });
});

describe('the dates the pages read from the calendar', () => {
  const campaign = [
    eventFixture(10, 'Înscrierea de anul trecut', { start: '2025-03-31', end: '2025-05-06', allDay: true, category: 'enrolment', schoolYear: '2025-2026' }),
    eventFixture(11, 'Înscrierea (completarea cererilor)', { start: '2026-04-01', end: '2026-05-08', allDay: true, category: 'enrolment', schoolYear: '2026-2027' }),
    eventFixture(12, 'Afișarea rezultatelor', { start: '2026-05-20', allDay: true, category: 'enrolment', schoolYear: '2026-2027' }),
  ];
  const year = [
    eventFixture(20, 'Modulul 1 (cursuri)', { start: '2026-09-08', end: '2026-10-23', allDay: true, category: 'school-year', schoolYear: '2026-2027' }),
    eventFixture(21, 'Vacanța de toamnă', { start: '2026-10-24', end: '2026-11-01', allDay: true, category: 'holiday', schoolYear: '2026-2027' }),
    eventFixture(22, 'Modulul 2 (cursuri)', { start: '2026-11-02', end: '2026-12-19', allDay: true, category: 'school-year', schoolYear: '2026-2027' }),
    eventFixture(23, 'Modulul 5 de anul trecut', { start: '2026-04-28', end: '2026-06-19', allDay: true, category: 'school-year', schoolYear: '2025-2026' }),
  ];
  const enrolmentPage = pageFixture('inscrierea', 'Înscrierea în clasa pregătitoare', [{ title: 'Locuri disponibile', body: '<p>44 de locuri</p>' }]);

  it('/inscrierea shows the latest campaign’s enrolment events as its calendar, its school year in the title and the age rule', async () => {
    server.use(...contentHandlers({ pages: [enrolmentPage], events: campaign }));
    renderPage('/inscrierea');
    expect(await screen.findByRole('heading', { level: 1, name: 'Înscrierea în clasa pregătitoare 2026-2027' })).toBeInTheDocument();
    const eligibility = await screen.findByRole('region', { name: 'Cine poate fi înscris' });
    expect(within(eligibility).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Copiii care împlinesc 6 ani până la 31 august 2026 inclusiv trebuie înscriși în clasa pregătitoare.',
      'Copiii care împlinesc 6 ani între 1 septembrie și 31 decembrie 2026 pot fi înscriși în clasa pregătitoare, la cererea părinților, dacă evaluarea dezvoltării lor arată că sunt pregătiți.',
    ]);
    const dates = await screen.findByRole('region', { name: 'Calendarul înscrierii' });
    await within(dates).findByRole('table');
    const rows = within(dates).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['ActivitatePerioada', 'Înscrierea (completarea cererilor)1 aprilie – 8 mai 2026', 'Afișarea rezultatelor20 mai 2026']);
    expect(await axeViolations()).toEqual([]);
  });

  it('the home page’s enrolment button names the campaign’s enrolment window', async () => {
    server.use(...contentHandlers({ pages: [enrolmentPage], events: campaign }));
    renderPage('/home');
    expect(await screen.findByRole('link', { name: 'Înscrierea în clasa pregătitoare 2026-2027: 1 aprilie – 8 mai 2026' })).toHaveAttribute('href', '/inscrierea');
  });

  it('/structura-anului-scolar shows the latest school year’s modules and holidays in time order, its year in the heading', async () => {
    server.use(...contentHandlers({ pages: [pageFixture('structura-anului-scolar', 'Structura anului școlar', [{ title: 'Programe', body: '<p>Săptămâna Verde</p>' }])], events: year }));
    renderPage('/structura-anului-scolar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Structura anului școlar 2026-2027' })).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Structura anului școlar 2026-2027' });
    expect(within(table).getAllByRole('link').map((link) => link.textContent)).toEqual(['Modulul 1 (cursuri)', 'Vacanța de toamnă', 'Modulul 2 (cursuri)']);
    expect(within(table).getByText('24 octombrie – 1 noiembrie 2026')).toBeInTheDocument();
    expect(await screen.findByText('Săptămâna Verde')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
