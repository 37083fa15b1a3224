import { slugify } from './slugs';

describe('news slugs', () => {
  it('transliterates Romanian letters and keeps letters and digits only', () => {
    expect(slugify('Ziua Școlii')).toBe('ziua-scolii');
    expect(slugify('Erasmus+ „Colourful Numbers” — 2023!')).toBe('erasmus-colourful-numbers-2023');
    expect(slugify('Şcoala ţării: ÎNVĂȚĂMÂNT')).toBe('scoala-tarii-invatamant');
  });

  it('never answers an empty slug or one that reads as an id', () => {
    expect(slugify('!!!')).toBe('stire');
    expect(slugify('2024')).toBe('stire-2024');
    expect(slugify('x'.repeat(200))).toHaveLength(80);
  });
});
