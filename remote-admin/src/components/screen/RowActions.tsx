// The table's last column: Edit (opens the row's address) and Delete (asks first) per row.
import styled from 'styled-components';
import { Button } from '@school/shared';
import type { Column } from '@school/shared/admin-ui';

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export function actionsColumn<Row extends { id: number }>(rowName: (row: Row) => string, edit: (id: number) => void, askDelete: (row: Row) => void): Column<Row> {
  return {
    key: 'actions',
    header: 'Actions',
    sortable: false,
    render: (row) => (
      <ButtonRow>
        <Button size="small" variant="secondary" aria-label={`Edit ${rowName(row)}`} onClick={() => edit(row.id)}>
          Edit
        </Button>
        <Button size="small" variant="danger" aria-label={`Delete ${rowName(row)}`} onClick={() => askDelete(row)}>
          Delete
        </Button>
      </ButtonRow>
    ),
  };
}
