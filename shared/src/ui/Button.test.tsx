import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { renderWithTheme } from '../testing/renderWithTheme';

describe('Button', () => {
  it('is type="button" by default, so it never submits a form by accident', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Add subject</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add subject' }));
    expect(screen.getByRole('button', { name: 'Add subject' })).toHaveAttribute('type', 'button');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to and works from the keyboard', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save Changes</Button>
      </form>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button variant="danger" disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when busy, ignores presses and says it is unavailable, yet keeps the focus', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" busy>
          Save Changes
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    button.focus();
    await userEvent.click(button);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
  });

  it('passes a ref to the DOM button', () => {
    const ref: { current: HTMLButtonElement | null } = { current: null };
    renderWithTheme(
      <Button ref={ref} variant="link" size="small">
        Edit
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Edit' }));
  });
});
