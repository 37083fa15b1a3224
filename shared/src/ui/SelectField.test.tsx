import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './SelectField';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithTheme } from '../testing/renderWithTheme';

const subjects = [
  { value: '1', label: 'Matematică' },
  { value: '2', label: 'Limba română' },
];

function SubjectPicker({ showError }: { showError: boolean }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Subject"
      name="subject"
      value={value}
      onChange={setValue}
      options={subjects}
      placeholderOption="Choose a subject"
      error={value === '' ? 'Subject is required.' : undefined}
      showError={showError}
    />
  );
}

describe('SelectField', () => {
  it('is labelled, starts on the empty option and changes on selection', async () => {
    renderWithTheme(<SubjectPicker showError={false} />);
    const select = screen.getByRole('combobox', { name: 'Subject' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a subject',
      'Matematică',
      'Limba română',
    ]);
    await userEvent.selectOptions(select, 'Limba română');
    expect(select).toHaveValue('2');
  });

  it('shows its error only when showError, and clears it once chosen', async () => {
    const { rerender } = renderWithTheme(<SubjectPicker showError={false} />);
    expect(screen.queryByText('Subject is required.')).not.toBeInTheDocument();
    rerender(<SubjectPicker showError />);
    const select = screen.getByRole('combobox', { name: 'Subject' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Subject is required.');
    await userEvent.selectOptions(select, 'Matematică');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Subject is required.')).not.toBeInTheDocument();
  });

  it('has no empty option unless asked', () => {
    renderWithTheme(<SelectField label="Gender" name="gender" value="MALE" onChange={() => {}} showError={false} options={[{ value: 'MALE', label: 'Male' }, { value: 'FEMALE', label: 'Female' }]} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('MALE');
  });

  it('passes axe', async () => {
    const { container } = renderWithTheme(<SubjectPicker showError />);
    await expectNoAxeViolations(container);
  });
});
