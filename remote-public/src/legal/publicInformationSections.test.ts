// The Law 544 page shows a section for every category the admin's health list watches, and no other.
import { PUBLIC_INFORMATION_CATEGORIES } from '@school/shared/schemas';
import { documentSections } from './publicInformationSections';

it('backs one section with each public-information category', () => {
  const shown = documentSections.flatMap((section) => (section.category ? [section.category] : []));
  expect([...shown].sort()).toEqual([...PUBLIC_INFORMATION_CATEGORIES].sort());
});
