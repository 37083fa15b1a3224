import { screen, within } from '@testing-library/react';

/** The text of one column in every row of the table's current page. */
export function columnTexts(columnIndex: number): string[] {
  const table = screen.getByRole('table');
  const [, ...bodyRows] = within(table).getAllByRole('row');
  return bodyRows.map((row) => within(row).getAllByRole('cell')[columnIndex]?.textContent ?? '');
}

export function headerTexts(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim() ?? '');
}
