// A titled group of an editor's fields (Cover image, Photos).
import styled from 'styled-components';

export const EditorPart = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.small};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  legend {
    font-weight: 600;
  }
`;
