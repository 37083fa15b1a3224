import { act, fireEvent, screen, within } from '@testing-library/react';
import { photoFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/renderPage';
import { Gallery } from './Gallery';

const photos = [1, 2, 3].map((n) => photoFixture(n, `Galerie de test — foto ${n}`));

function setup() {
  const result = renderWithProviders(
    <>
      <button type="button">înainte</button>
      <Gallery label="Galerie de test" images={photos} eagerCount={1} />
    </>,
  );
  const thumbs = screen.getAllByRole('button', { name: /Mărește fotografia/ });
  return { ...result, thumbs };
}

describe('Gallery and PhotoViewer', () => {
  it('shows every photo with size, alt text, srcset/sizes, and lazy loading after the first ones', () => {
    setup();
    const list = screen.getByRole('list', { name: 'Galerie de test' });
    const images = within(list).getAllByRole('img');
    expect(images).toHaveLength(3);
    images.forEach((img, i) => {
      expect(img).toHaveAttribute('alt', `Galerie de test — foto ${i + 1}`);
      expect(img).toHaveAttribute('width', '960');
      expect(img).toHaveAttribute('height', '640');
      expect(img).toHaveAttribute('srcset', `/api/media/files/foto-${i + 1}-320.webp 320w, /api/media/files/foto-${i + 1}-960.webp 960w`);
      expect(img).toHaveAttribute('sizes');
    });
    expect(images[0]).not.toHaveAttribute('loading');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
  });

  it("links to the photo takedown form with the gallery's name filled in", () => {
    setup();
    expect(screen.getByRole('link', { name: 'Solicită retragerea unei fotografii din galeria „Galerie de test”' })).toHaveAttribute(
      'href',
      '/solicitare-retragere-fotografie?galerie=Galerie+de+test',
    );
  });

  it("names a news post's photos as the article's, not a gallery's", () => {
    renderWithProviders(<Gallery label="Serbarea de Crăciun" images={[photoFixture(1)]} of="article" />);
    expect(screen.getByRole('link', { name: 'Solicită retragerea unei fotografii din articolul „Serbarea de Crăciun”' })).toBeInTheDocument();
  });

  it('leaves out a photo with no file left (taken down)', () => {
    renderWithProviders(<Gallery label="Galerie" images={[photoFixture(1), { ...photoFixture(2), url: null, variants: [] }]} />);
    expect(within(screen.getByRole('list', { name: 'Galerie' })).getAllByRole('img')).toHaveLength(1);
  });

  it('opens the clicked photo in a modal dialog with focus on its close button', async () => {
    const { user, thumbs } = setup();
    await user.click(thumbs[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Galerie de test: foto 2 din 3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Galerie de test — foto 2');
    expect(within(dialog).getByRole('button', { name: 'Închide' })).toHaveFocus();
  });

  it('goes to the next and previous photo with the arrow keys and the buttons, wrapping at the ends', async () => {
    const { user, thumbs } = setup();
    await user.click(thumbs[2]!);
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: /foto 1 din 3/ })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: /foto 3 din 3/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Fotografia anterioară/ }));
    expect(screen.getByRole('dialog', { name: /foto 2 din 3/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Fotografia următoare/ }));
    expect(screen.getByRole('dialog', { name: /foto 3 din 3/ })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute('alt', 'Galerie de test — foto 3');
  });

  it('counts every arrow key pressed before the page has drawn the previous one (a slow phone)', async () => {
    const { user, thumbs } = setup();
    await user.click(thumbs[2]!);
    const dialog = await screen.findByRole('dialog');
    // One act: React draws nothing between the two keys.
    act(() => {
      fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
      fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    });
    expect(await screen.findByRole('dialog', { name: /foto 1 din 3/ })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the photo that opened it', async () => {
    const { user, thumbs } = setup();
    await user.click(thumbs[1]!);
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbs[1]).toHaveFocus();
  });

  it('closes with the close button and returns focus too', async () => {
    const { user, thumbs } = setup();
    await user.click(thumbs[0]!);
    await user.click(await screen.findByRole('button', { name: 'Închide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbs[0]).toHaveFocus();
  });

  it('makes the rest of the page inert while open, and live again after', async () => {
    const { user, thumbs, container } = setup();
    await user.click(thumbs[0]!);
    await screen.findByRole('dialog');
    expect(container.inert).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(container.inert).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, thumbs } = setup();
    await user.click(thumbs[0]!);
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
