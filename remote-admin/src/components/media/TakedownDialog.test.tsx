import { screen } from '@testing-library/react';
import { axeViolations, renderScreen } from '@school/shared/testing';
import { TakedownDialog } from './TakedownDialog';

function setup(kind: 'IMAGE' | 'DOCUMENT' = 'IMAGE') {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  const view = renderScreen(<TakedownDialog media={{ originalName: 'serbare.jpg', kind }} busy={false} onCancel={onCancel} onConfirm={onConfirm} />);
  return { ...view, onCancel, onConfirm };
}

describe('TakedownDialog', () => {
  it('explains that the photo leaves every page and its files are deleted, and acts only on "Take down"', async () => {
    const { user, onCancel, onConfirm } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Take down photo' });
    expect(dialog).toHaveTextContent('Take down serbare.jpg? It is removed at once from every page, gallery, news post and document that uses it');
    expect(dialog).toHaveTextContent('its files (every size) are deleted from storage');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Take down' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('names a document a file, and has no axe violation', async () => {
    setup('DOCUMENT');
    expect(screen.getByRole('dialog', { name: 'Take down file' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is closed without a file', () => {
    renderScreen(<TakedownDialog media={null} busy={false} onCancel={() => undefined} onConfirm={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
