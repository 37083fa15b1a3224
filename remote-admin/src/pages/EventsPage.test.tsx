import '../test/editorLayout';
import { screen, within } from '@testing-library/react';
import { setupMockApi } from '@school/shared/testing';
import { mockEvents, schoolEvent } from '../test/contentFixtures';
import { columnTexts } from '../test/table';
import EventsPage from './EventsPage';
import { contentEditorOf, pressInList, renderContentScreen } from '../test/screenSetup';

setupMockApi();

function setup() {
  const events = mockEvents([
    schoolEvent(1, 'Vacanța de iarnă', { start: '2026-12-20', end: '2027-01-07', category: 'holiday' }),
    schoolEvent(2, 'Ședința cu părinții', { start: '2026-11-30T17:30', allDay: false, category: 'parent-meeting', status: 'DRAFT' }),
  ]);
  return { ...renderContentScreen(<EventsPage />, 'event'), events };
}

const editor = () => contentEditorOf('event');

describe('EventsPage', () => {
  it('lists All Events with each start, its category in words and its status', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'All Events' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(columnTexts(0)).toEqual(['Vacanța de iarnă', 'Ședința cu părinții']);
    expect(columnTexts(1)).toEqual(['2026-12-20', '2026-11-30 17:30']);
    expect(columnTexts(2)).toEqual(['Holiday', 'Parent meeting']);
    expect(columnTexts(3)).toEqual(['Published', 'Draft']);
  });

  it('asks for a day, or a day and a time, and sends the event as the teacher set it', async () => {
    const { user, events } = setup();
    await pressInList(user, 'Add event');
    const form = editor();
    expect(within(form).getByLabelText('Start')).toHaveAttribute('type', 'date');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Dates' }), 'At a time');
    expect(within(form).getByLabelText('Start')).toHaveAttribute('type', 'datetime-local');

    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Olimpiada de matematică');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Category must be one of enrolment, school-year, holiday, exam, parent-meeting, competition, project, other.')).toBeInTheDocument();
    expect(events.calls).toHaveLength(0);

    await user.type(within(form).getByLabelText('Start'), '2027-03-28T10:00');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Competition');
    await user.type(within(form).getByRole('textbox', { name: 'Place' }), 'Sala 2');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(events.calls[0]).toMatchObject({
      method: 'POST',
      body: { title: 'Olimpiada de matematică', start: '2027-03-28T10:00', category: 'competition', place: 'Sala 2', status: 'DRAFT' },
    });
  });
});
