// socialImageOf: the photo a snapshot names for link previews, from the markup alone.
// Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { socialImageOf } from './socialImage.mjs';

const base = 'https://scoala5.ro/noutati/serbarea';
const srcset = '/api/media/files/a-320.webp 320w, /api/media/files/a-640.webp 640w, /api/media/files/a-1280.webp 1280w, /api/media/files/a-1920.webp 1920w';

test('names the widest size up to 1 280 pixels, on the page\'s own site', () => {
  assert.equal(socialImageOf({ src: 'https://scoala5.ro/api/media/files/a.jpg', srcset, base }), 'https://scoala5.ro/api/media/files/a-1280.webp');
});

test('a photo whose every size is wider names its smallest; one whose sizes are all smaller its widest', () => {
  assert.equal(socialImageOf({ src: 'x', srcset: '/b-1920.webp 1920w, /b-1600.webp 1600w', base }), 'https://scoala5.ro/b-1600.webp');
  assert.equal(socialImageOf({ src: 'x', srcset: '/c-320.webp 320w, /c-500.webp 500w', base }), 'https://scoala5.ro/c-500.webp');
});

test('a photo without sizes names its src', () => {
  assert.equal(socialImageOf({ src: 'https://scoala5.ro/sigla.png', srcset: '', base }), 'https://scoala5.ro/sigla.png');
  assert.equal(socialImageOf({ src: 'https://scoala5.ro/sigla.png', srcset: '/sigla-2x.png 2x', base }), 'https://scoala5.ro/sigla.png');
});
