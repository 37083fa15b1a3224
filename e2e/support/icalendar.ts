// Reading the site's .ics feeds as a phone's calendar does, with a real iCalendar parser (ical.js),
// and Bucharest wall-clock times as the UTC instants a feed must carry.
import ICAL from 'ical.js';

export interface FeedEvent {
  uid: string;
  summary: string;
  location: string;
  start: string;
  end: string;
  url: string;
}

/** The feed's events as a phone reads them: UTC instants for timed events, days for all-day ones. */
export function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, location: event.location, start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString(), url: String(component.getFirstPropertyValue('url')) };
  });
}

/** The UTC instant of a Bucharest wall-clock time (EET +2 or EEST +3 that day). */
export function bucharestInstant(day: string, time: string): string {
  for (const offset of ['+02:00', '+03:00']) {
    const instant = new Date(`${day}T${time}:00${offset}`);
    const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Bucharest', dateStyle: 'short', timeStyle: 'short' }).format(instant);
    if (local === `${day} ${time}`) return instant.toISOString();
  }
  throw new Error(`No such time in Bucharest: ${day} ${time}`);
}
