// A titled group of an editor's fields (Cover image, Photos, Source, a page's sections).
import styled, { css } from 'styled-components';

/**
 * A fieldset's title drawn inside its box, as its first line(s): a browser draws a legend across
 * the top border, and one that wraps (a long section title on a phone) had the border through it.
 * Floated, a legend is laid out as the fieldset's content; the next element starts below it.
 */
export const legendInside = css`
  float: left;
  width: 100%;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
  overflow-wrap: anywhere;

  & + * {
    clear: both;
  }
`;

export const EditorPart = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.small};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  max-width: 100%;
  legend {
    ${legendInside}
  }
`;
