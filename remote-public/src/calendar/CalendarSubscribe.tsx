import styled from 'styled-components';
import { tapLink } from '../components/recurringStyles';
import { calendarFeedPath, calendarMessages as m, eventCategoryWords, getApiBaseUrl, type EventCategory } from '@school/shared';
import { InfoSection } from '../components/InfoSection';

/** The feed's address: https for a download, webcal: for a phone's calendar to subscribe to. */
const feedUrl = (category?: EventCategory) => `${getApiBaseUrl()}${calendarFeedPath(category)}`;
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/** The subscribe links of the whole calendar, and of the category shown when there is one. */
export function CalendarSubscribe({ category }: { category?: EventCategory }) {
  const feeds: { what: string; url: string }[] = [{ what: m.wholeCalendar, url: feedUrl() }];
  if (category) feeds.push({ what: eventCategoryWords[category].ro, url: feedUrl(category) });
  return (
    <InfoSection title={m.subscribeTitle}>
      <p>{m.subscribeIntro}</p>
      <Links>
        {feeds.map(({ what, url }) => (
          <li key={url}>
            <a href={webcal(url)}>{m.subscribe(what)}</a>
            <a href={url} download>
              {m.download(what)}
            </a>
          </li>
        ))}
      </Links>
    </InfoSection>
  );
}

const Links = styled.ul`
  list-style: none;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }

  a {
    ${tapLink}
  }
`;
