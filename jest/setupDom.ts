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

// jsdom's File is not Node's Blob, so Node's URL.createObjectURL refuses it. A browser answers a
// blob: address; this one names the file, so a test can tell which file a preview shows.
URL.createObjectURL = (blob: Blob) => `blob:http://localhost/${encodeURIComponent(blob instanceof File ? blob.name : 'blob')}`;
URL.revokeObjectURL = () => undefined;
