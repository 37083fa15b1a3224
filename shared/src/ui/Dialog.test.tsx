import { useState, type FormEvent } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { FormField } from './FormField';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithTheme } from '../testing/renderWithTheme';

function SubjectScreen({ withField = true }: { withField?: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Add subject</Button>
      <Dialog
        open={open}
        title={withField ? 'Subject Details' : 'Confirmation'}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button>Save Changes</Button>
          </>
        }
      >
        {withField ? (
          <FormField label="Subject Name" name="name" value={name} onChange={setName} showError={false} />
        ) : (
          <p>Are you sure to delete Matematică?</p>
        )}
      </Dialog>
    </main>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithTheme(<SubjectScreen />);
  const opener = screen.getByRole('button', { name: 'Add subject' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Subject Details' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<SubjectScreen />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title, in a portal, with the footer actions', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Subject Details' })).toBeInTheDocument();
    expect(dialog.closest('main')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('moves focus to the first field and locks the page scroll', async () => {
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'Subject Name' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('focuses the dialog itself when it has no field', async () => {
    const user = userEvent.setup();
    renderWithTheme(<SubjectScreen withField={false} />);
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    expect(screen.getByRole('dialog', { name: 'Confirmation' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openDialog();
    const field = screen.getByRole('textbox', { name: 'Subject Name' });
    const save = screen.getByRole('button', { name: 'Save Changes' });
    const [headerClose] = screen.getAllByRole('button', { name: 'Close' });

    await user.tab(); // field → footer Close
    await user.tab(); // → Save Changes (last)
    expect(save).toHaveFocus();
    await user.tab(); // wraps to the first: the header ×
    expect(headerClose).toHaveFocus();
    await user.tab({ shift: true }); // and back round to the last
    expect(save).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(field).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener, unlocking the scroll', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the header × and with the footer Close', async () => {
    const { user, opener } = await openDialog();
    const [headerClose, footerClose] = screen.getAllByRole('button', { name: 'Close' });
    await user.click(headerClose!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(footerClose).not.toBeInTheDocument();
  });

  it('does not close on a backdrop click, keeping what was typed', async () => {
    const { user, dialog } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Subject Name' }), 'Fizică');
    await user.click(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject Name' })).toHaveValue('Fizică');
  });

  it('makes the page behind inert while open', async () => {
    const { user, opener } = await openDialog();
    expect(opener.closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('keeps a submit of its own form from submitting the screen\'s form it was drawn in', async () => {
    const user = userEvent.setup();
    const screenSubmits = jest.fn((event: FormEvent) => event.preventDefault());
    const dialogSubmits = jest.fn((event: FormEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={screenSubmits}>
        <Dialog open title="Add link" onClose={() => undefined}>
          <form onSubmit={dialogSubmits}>
            <button type="submit">Apply</button>
          </form>
        </Dialog>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(dialogSubmits).toHaveBeenCalledTimes(1);
    expect(screenSubmits).not.toHaveBeenCalled();
  });

  it('passes axe while open', async () => {
    await openDialog();
    await expectNoAxeViolations(document.body);
  });
});
