import axe from 'axe-core';

/** axe-core on what is rendered; colour contrast left out (jsdom paints nothing). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  // axe probes icon fonts on a canvas, which jsdom lacks: answer "no canvas" instead of logging.
  const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } }).finally(() => canvas.mockRestore());
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/**
 * Runs axe-core on what is rendered. Two rules need a painting browser and are left to the
 * Playwright run: colour contrast (the theme's ratios are noted in theme.ts) and
 * label-content-name-mismatch (it draws on a canvas, which jsdom lacks).
 */
export async function expectNoAxeViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    rules: {
      'color-contrast': { enabled: false },
      'label-content-name-mismatch': { enabled: false },
    },
  });
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  expect(found).toEqual([]);
}
