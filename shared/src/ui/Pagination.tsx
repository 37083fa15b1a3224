import { useId } from 'react';
import styled from 'styled-components';
import { spreadRow } from './rows';
import { Button } from './Button';
import { controlStyles } from './fieldStyles';

export type PaginationLabels = {
  navigation: string;
  rowsPerPage: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  pageOf: (page: number, pageCount: number) => string;
  range: (from: number, to: number, total: number) => string;
};

export const defaultPaginationLabels: PaginationLabels = {
  navigation: 'Pagination',
  rowsPerPage: 'Rows per page',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
  range: (from, to, total) => (total === 0 ? '0 of 0' : `${from}–${to} of ${total}`),
};

export type PaginationProps = {
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: number[];
  from: number;
  to: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  labels?: Partial<PaginationLabels>;
};

const Bar = styled.div`
  ${spreadRow('sm')}
  margin-top: ${({ theme }) => theme.space.md};
`;

const SizeLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const SizeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  width: auto;
`;

const Status = styled.p`
  margin: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const Buttons = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export function Pagination({
  page,
  pageCount,
  pageSize,
  pageSizes,
  from,
  to,
  total,
  onPageChange,
  onPageSizeChange,
  labels,
}: PaginationProps) {
  const text = { ...defaultPaginationLabels, ...labels };
  const selectId = useId();
  const atStart = page <= 1;
  const atEnd = page >= pageCount;

  return (
    <Bar>
      <SizeLabel htmlFor={selectId}>
        {text.rowsPerPage}
        <SizeSelect id={selectId} value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SizeSelect>
      </SizeLabel>
      {/* Announced politely, so a search or a page change tells screen-reader users what they got. */}
      <Status role="status">
        <span>{text.pageOf(page, pageCount)}</span>
        <span>{text.range(from, to, total)}</span>
      </Status>
      <Buttons aria-label={text.navigation}>
        <Button variant="secondary" size="small" disabled={atStart} onClick={() => onPageChange(1)}>
          {text.first}
        </Button>
        <Button variant="secondary" size="small" disabled={atStart} onClick={() => onPageChange(page - 1)}>
          {text.previous}
        </Button>
        <Button variant="secondary" size="small" disabled={atEnd} onClick={() => onPageChange(page + 1)}>
          {text.next}
        </Button>
        <Button variant="secondary" size="small" disabled={atEnd} onClick={() => onPageChange(pageCount)}>
          {text.last}
        </Button>
      </Buttons>
    </Bar>
  );
}
