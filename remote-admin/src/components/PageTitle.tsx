import styled from 'styled-components';
import { spreadRow } from '@school/shared';

/** The screen's one h1. */
export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.title};
`;

export const Toolbar = styled.div`
  ${spreadRow('md')}
  margin-bottom: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
