import styled from 'styled-components';
import type { ScheduleRow } from '../content/types';

interface ScheduleTableProps {
  caption: string;
  rows: readonly ScheduleRow[];
  /** Column headings: what, when. */
  headings?: [string, string];
}

/** A two-column table of what happens and when. */
export function ScheduleTable({ caption, rows, headings = ['Etapa', 'Perioada'] }: ScheduleTableProps) {
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headings[0]}</th>
            <th scope="col">{headings[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td>{row.period}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: min(100%, 36rem);

  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    background: ${({ theme }) => theme.colors.surface};
  }

  tbody th {
    font-weight: 600;
  }
`;
