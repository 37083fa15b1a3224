import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from './FormField';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithTheme } from '../testing/renderWithTheme';

function NameForm({ multiline = false }: { multiline?: boolean }) {
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormField
        label="Subject Name"
        name="name"
        value={name}
        onChange={setName}
        error={name.trim() === '' ? 'Name is required.' : undefined}
        showError={submitted}
        multiline={multiline}
      />
      <button type="submit">Save Changes</button>
    </form>
  );
}

describe('FormField', () => {
  it('labels its input and reports what the user types', async () => {
    renderWithTheme(<NameForm />);
    const input = screen.getByRole('textbox', { name: 'Subject Name' });
    await userEvent.type(input, 'Matematică');
    expect(input).toHaveValue('Matematică');
  });

  it('shows the error only after a submit attempt, linked and marked invalid', async () => {
    renderWithTheme(<NameForm />);
    const input = screen.getByRole('textbox', { name: 'Subject Name' });
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required.');

    await userEvent.type(input, 'Istorie');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('renders a textarea with rows when multiline', () => {
    renderWithTheme(<NameForm multiline />);
    const area = screen.getByRole('textbox', { name: 'Subject Name' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
  });

  it('passes its input attributes through', () => {
    renderWithTheme(
      <FormField
        label="Email"
        name="email"
        type="email"
        value=""
        onChange={() => {}}
        showError={false}
        placeholder="name@example.com"
        autoComplete="email"
        inputMode="email"
        id="about-email"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'about-email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'name@example.com');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
  });

  it('passes axe with an error shown', async () => {
    const { container } = renderWithTheme(
      <FormField label="Password" name="password" type="password" value="" onChange={() => {}} error="Password is required." showError />,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
  });
});
