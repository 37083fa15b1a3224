// The public pages' recurring looks, written once: a bold link as tall as a finger's tap, a link
// drawn as a chip whose current one is filled (school years, event categories), and a photo
// cropped to 3:2 across its card (galleries, the latest news).
import { css } from 'styled-components';

export const tapLink = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

/** On the chip `a` itself: its current one (`aria-current="page"`) is filled. */
export const chipLink = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.primary};

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export const croppedPhoto = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
`;
