import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tapLink } from './recurringStyles';
import { publicPageMessages } from '@school/shared/messages/public-pages';

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of another page of the list. */
  hrefOf: (page: number) => string;
}

/** Previous / next links around "Pagina 2 din 5"; nothing when the list fits on one page. */
export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label={publicPageMessages.pageOf(page, pages)}>
      {page > 1 ? <Link to={hrefOf(page - 1)}>{publicPageMessages.previousPage}</Link> : <span />}
      <span aria-current="page">{publicPageMessages.pageOf(page, pages)}</span>
      {page < pages ? <Link to={hrefOf(page + 1)}>{publicPageMessages.nextPage}</Link> : <span />}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.lg} 0`};

  a {
    ${tapLink}
  }
`;
