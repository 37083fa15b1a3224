import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Banner } from './Banner';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithTheme } from '../testing/renderWithTheme';

describe('Banner', () => {
  it('shows an error as an alert led by "Error!"', () => {
    renderWithTheme(<Banner variant="error" message="Unexpected error occurred." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error! Unexpected error occurred.');
    expect(screen.getByText('Error!').tagName).toBe('STRONG');
  });

  it('shows a success as a status led by "Successful!"', () => {
    renderWithTheme(<Banner variant="success" message="New subject added." />);
    expect(screen.getByRole('status')).toHaveTextContent('Successful! New subject added.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no dismiss button unless it can be dismissed', () => {
    renderWithTheme(<Banner variant="success" message="Subject updated." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is dismissed with its labelled × button', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(<Banner variant="error" message="Subject is in use." onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes its texts in another language', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <Banner variant="error" title="Eroare!" message="Mesajul nu a fost trimis." dismissLabel="Închide" onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Eroare! Mesajul nu a fost trimis.');
    await userEvent.click(screen.getByRole('button', { name: 'Închide' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('passes axe', async () => {
    const { container } = renderWithTheme(<Banner variant="error" message="Oops." onDismiss={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
