import '@testing-library/jest-dom/jest-globals';

// Browsers reflect the `inert` property to the attribute (the modal dialogs set it on the page
// behind them); jsdom has neither the property nor the reflection.
if (!('inert' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'inert', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('inert');
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute('inert', Boolean(value));
    },
  });
}
