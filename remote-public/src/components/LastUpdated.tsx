import styled from 'styled-components';
import { dayInBucharest, formatDay, publicMessages } from '@school/shared';

/** "Ultima actualizare: 3 martie 2025", from an item's updatedAt (an ISO time). */
export function LastUpdated({ at }: { at: string }) {
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return null;
  return (
    <Note>
      {publicMessages.lastUpdated} <time dateTime={time.toISOString()}>{formatDay(dayInBucharest(time.getTime()))}</time>
    </Note>
  );
}

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
