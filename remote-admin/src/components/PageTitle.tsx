import styled from 'styled-components';

/** The screen's one h1. */
export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.title};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
