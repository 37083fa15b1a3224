import { screen } from '@testing-library/react';
import { LoadingIndicator } from './LoadingIndicator';
import { renderWithTheme } from '../testing/renderWithTheme';

describe('LoadingIndicator', () => {
  it('shows and announces its label', () => {
    renderWithTheme(<LoadingIndicator label="Se încarcă…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Se încarcă…');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('has an English default', () => {
    renderWithTheme(<LoadingIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
