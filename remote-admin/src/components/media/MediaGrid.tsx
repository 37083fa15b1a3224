// Media as a grid of cards: a thumbnail (the smallest variant), the file's name, its alt text or
// that it is missing, and the actions the screen gives each card.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Media } from '@school/shared';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.small};
  overflow-wrap: anywhere;

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: 0;
  }
`;

const Missing = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The URL of a medium's smallest copy, for a thumbnail. */
export const thumbnailOf = (media: Media) => media.variants[0]?.url ?? media.url;

/** What an image needs before it may be published: alt text, unless it is decorative. */
export const missingAlt = (media: Media) => media.kind === 'IMAGE' && !media.decorative && media.alt.trim() === '';

export interface MediaGridProps {
  items: Media[];
  actions: (media: Media) => ReactNode;
  emptyText: string;
}

export function MediaGrid({ items, actions, emptyText }: MediaGridProps) {
  if (items.length === 0) return <p>{emptyText}</p>;
  return (
    <Grid>
      {items.map((media) => (
        <Card key={media.id}>
          {/* The thumbnail repeats the name beside it: decorative here. */}
          {media.kind === 'IMAGE' && <img src={thumbnailOf(media)} alt="" loading="lazy" />}
          <p>
            <strong>{media.originalName}</strong>
          </p>
          {media.kind === 'IMAGE' &&
            (missingAlt(media) ? (
              <Missing>Missing alt text</Missing>
            ) : (
              <p>{media.decorative ? 'Decorative image' : `Alt text: ${media.alt}`}</p>
            ))}
          <Actions>{actions(media)}</Actions>
        </Card>
      ))}
    </Grid>
  );
}
