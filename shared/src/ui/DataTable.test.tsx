import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { DataTable } from './DataTable';
import type { Column } from './tableModel';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithTheme } from '../testing/renderWithTheme';

type Teacher = { id: number; firstName: string; lastName: string; years: number };

const columns: Column<Teacher>[] = [
  { key: 'lastName', header: 'Last name', sortValue: (t) => t.lastName },
  { key: 'firstName', header: 'First name', sortValue: (t) => t.firstName },
  { key: 'years', header: 'Years of service', sortValue: (t) => t.years },
  { key: 'actions', header: 'Actions', render: (t) => <Button size="small">Edit {t.lastName}</Button> },
];

const named: Teacher[] = [
  { id: 1, firstName: 'Ionuț', lastName: 'Popescu', years: 9 },
  { id: 2, firstName: 'Maria', lastName: 'Ștefănescu', years: 21 },
  { id: 3, firstName: 'Andrei', lastName: 'Ionescu', years: 3 },
];

/** n teachers named T001…, with years counting down so numeric and text order differ. */
function manyTeachers(n: number): Teacher[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    firstName: `Name${i + 1}`,
    lastName: `T${String(i + 1).padStart(5, '0')}`,
    years: n - i,
  }));
}

const getRowKey = (t: Teacher) => t.id;

function renderTable(rows: Teacher[]) {
  const user = userEvent.setup();
  const view = renderWithTheme(
    <DataTable caption="All Teachers" rows={rows} columns={columns} getRowKey={getRowKey} />,
  );
  return { user, ...view };
}

/** The first cell of each body row, as a user reads down the table. */
function firstColumn(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

describe('DataTable', () => {
  it("names each cell's column on it, so a phone can show rows as cards without the header row", () => {
    renderTable(named);
    const [, body] = screen.getAllByRole('rowgroup');
    const [first] = within(body!).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Last name',
      'First name',
      'Years of service',
      'Actions',
    ]);
  });

  it('shows a captioned table with the columns and rows', () => {
    renderTable(named);
    const table = screen.getByRole('table', { name: 'All Teachers' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Last name↕',
      'First name↕',
      'Years of service↕',
      'Actions',
    ]);
    expect(firstColumn()).toEqual(['Popescu', 'Ștefănescu', 'Ionescu']);
    expect(screen.getByRole('button', { name: 'Edit Popescu' })).toBeInTheDocument();
  });

  it('filters as the user types, trimmed and ignoring case and accents', async () => {
    const { user } = renderTable(named);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, '  POPESCU  ');
    expect(firstColumn()).toEqual(['Popescu']);
    await user.clear(search);
    await user.type(search, 'stefan');
    expect(firstColumn()).toEqual(['Ștefănescu']);
    await user.clear(search);
    await user.type(search, 'ionut');
    expect(firstColumn()).toEqual(['Popescu']);
    await user.clear(search);
    await user.type(search, 'escu');
    expect(firstColumn()).toEqual(['Popescu', 'Ștefănescu', 'Ionescu']);
  });

  it('shows the empty text when nothing matches', async () => {
    const { user } = renderTable(named);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(screen.getByRole('cell', { name: 'No records found.' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('0 of 0')).toBeInTheDocument();
  });

  it('sorts ascending then descending on header clicks, with aria-sort', async () => {
    const { user } = renderTable(named);
    const lastNameHeader = screen.getByRole('columnheader', { name: /Last name/ });
    const yearsHeader = screen.getByRole('columnheader', { name: /Years of service/ });
    expect(lastNameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();

    await user.click(within(lastNameHeader).getByRole('button', { name: /Last name/ }));
    expect(lastNameHeader).toHaveAttribute('aria-sort', 'ascending');
    // Romanian order: Ș comes after S… and after P.
    expect(firstColumn()).toEqual(['Ionescu', 'Popescu', 'Ștefănescu']);

    await user.click(within(lastNameHeader).getByRole('button'));
    expect(lastNameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Ștefănescu', 'Popescu', 'Ionescu']);

    await user.click(within(yearsHeader).getByRole('button'));
    expect(yearsHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(lastNameHeader).toHaveAttribute('aria-sort', 'none');
    // Numbers sort as numbers: 3, 9, 21 (not "21" < "3").
    expect(firstColumn()).toEqual(['Ionescu', 'Popescu', 'Ștefănescu']);
  });

  it('sorts from the keyboard', async () => {
    const { user } = renderTable(named);
    screen.getByRole('button', { name: /First name/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /First name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Ionescu', 'Popescu', 'Ștefănescu']);
  });

  it('pages with First, Previous, Next and Last, showing page count and range', async () => {
    const { user } = renderTable(manyTeachers(32));
    const first = screen.getByRole('button', { name: 'First' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    const last = screen.getByRole('button', { name: 'Last' });

    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 32')).toBeInTheDocument();
    expect(first).toBeDisabled();
    expect(previous).toBeDisabled();
    expect(firstColumn()).toHaveLength(10);

    await user.click(next);
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 32')).toBeInTheDocument();
    expect(firstColumn()[0]).toBe('T00011');

    await user.click(last);
    expect(screen.getByText('Page 4 of 4')).toBeInTheDocument();
    expect(screen.getByText('31–32 of 32')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['T00031', 'T00032']);
    expect(next).toBeDisabled();
    expect(last).toBeDisabled();

    await user.click(previous);
    expect(screen.getByText('Page 3 of 4')).toBeInTheDocument();
    await user.click(first);
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
  });

  it('changes the page size and goes back to page 1', async () => {
    const { user } = renderTable(manyTeachers(32));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '50']);

    await user.selectOptions(size, '20');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 32')).toBeInTheDocument();
    expect(firstColumn()).toHaveLength(20);

    await user.selectOptions(size, '50');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(firstColumn()).toHaveLength(32);
  });

  it('goes back to page 1 when the search changes', async () => {
    const { user } = renderTable(manyTeachers(32));
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 't0002');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 10')).toBeInTheDocument();
  });

  it('shows the last page that exists when rows are removed', async () => {
    const user = userEvent.setup();
    function Shrinking() {
      const [rows, setRows] = useState(manyTeachers(21));
      return (
        <>
          <Button onClick={() => setRows((r) => r.slice(0, -1))}>Delete last</Button>
          <DataTable caption="All Teachers" rows={rows} columns={columns} getRowKey={getRowKey} />
        </>
      );
    }
    renderWithTheme(<Shrinking />);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete last' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 20')).toBeInTheDocument();
    expect(firstColumn()).toHaveLength(10);
  });

  it('uses searchText, page sizes and texts given by the screen', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <DataTable
        caption="Profesori"
        hideCaption
        rows={named}
        columns={columns}
        getRowKey={getRowKey}
        searchLabel="Caută"
        searchText={(t) => t.firstName}
        pageSizes={[2, 5]}
        initialPageSize={2}
        emptyText="Niciun rezultat."
        paginationLabels={{ rowsPerPage: 'Rânduri pe pagină', pageOf: (p, n) => `Pagina ${p} din ${n}` }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Profesori' })).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 din 2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rânduri pe pagină' })).toHaveValue('2');
    await user.type(screen.getByRole('searchbox', { name: 'Caută' }), 'popescu');
    expect(screen.getByRole('cell', { name: 'Niciun rezultat.' })).toBeInTheDocument();
  });

  it('is keyboard-scrollable on narrow screens through a labelled region', () => {
    renderTable(named);
    const region = screen.getByRole('region', { name: 'All Teachers' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('renders only one page of 10 000 rows, and searches and sorts them quickly', async () => {
    const rows = manyTeachers(10_000);
    const { user } = renderTable(rows);
    expect(firstColumn()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 1000')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 10000')).toBeInTheDocument();

    const started = performance.now();
    await user.click(screen.getByRole('button', { name: /Years of service/ }));
    expect(firstColumn()[0]).toBe('T10000');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'T0999');
    expect(screen.getByText('1–10 of 10')).toBeInTheDocument();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(screen.getAllByRole('row')).toHaveLength(11); // header + one page
  });

  it('passes axe', async () => {
    const { container } = renderTable(manyTeachers(12));
    await expectNoAxeViolations(container);
  });
});

describe('DataTable with the server searching, sorting and paging', () => {
  it('shows the rows it is given as they are, pages by the server total, and reports what to ask for', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    renderWithTheme(
      <DataTable
        caption="All Teachers"
        rows={[named[2]!, named[0]!]}
        columns={columns}
        getRowKey={getRowKey}
        server={{ total: 25, onChange: (state) => asked.push(state) }}
      />,
    );
    expect(firstColumn()).toEqual(['Ionescu', 'Popescu']);
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ query: '', sort: null, page: 1, pageSize: 10 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' zzz ');
    // The page's rows stay until the server answers: the table does not filter them itself.
    expect(firstColumn()).toEqual(['Ionescu', 'Popescu']);
    expect(asked.at(-1)).toEqual({ query: 'zzz', sort: null, page: 1, pageSize: 10 });
    await user.click(within(screen.getByRole('columnheader', { name: /Last name/ })).getByRole('button'));
    expect(firstColumn()).toEqual(['Ionescu', 'Popescu']);
    expect(asked.at(-1)).toEqual({ query: 'zzz', sort: { key: 'lastName', direction: 'ascending' }, page: 1, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(asked.at(-1)).toMatchObject({ page: 3 });
  });
});
