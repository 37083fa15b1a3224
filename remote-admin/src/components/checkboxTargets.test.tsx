// Every checkbox of the admin's forms is a target of at least 24 × 24 px (WCAG 2.2, 2.5.8), drawn
// that size rather than the browser's 13 px, and its words still tick it when tapped.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, renderWithTheme, setupMockApi } from '@school/shared/testing';
import { PhotoFields } from './content/PhotoFields';
import type { PhotoValue } from './content/photoValues';
import { MediaEditDialog } from './media/MediaEditDialog';
import { MediaFilters } from './media/MediaFilters';
import type { MediaFilterValues } from './media/useMediaBrowser';
import { UploadItemRow } from './upload/UploadItemRow';
import type { UploadItem } from './upload/uploadQueue';
import { image } from '../test/mediaFixtures';

setupMockApi();

/** A length as jsdom computes it from the style sheet ('1.5rem', '24px'), in CSS pixels. */
function pixels(length: string): number {
  const value = /^([\d.]+)(px|rem|em)$/.exec(length.trim());
  if (!value) return 0;
  return Number(value[1]) * (value[2] === 'px' ? 1 : 16);
}

async function expectLargeTarget(name: string) {
  const box = screen.getByRole('checkbox', { name });
  const style = getComputedStyle(box);
  expect(pixels(style.width)).toBeGreaterThanOrEqual(24);
  expect(pixels(style.height)).toBeGreaterThanOrEqual(24);
  const checked = (box as HTMLInputElement).checked;
  await userEvent.click(screen.getByText(name));
  expect(screen.getByRole('checkbox', { name })).toHaveProperty('checked', !checked);
}

const photo: PhotoValue = { id: 1, name: 'elevi.jpg', thumbnail: '/elevi.jpg', alt: '', decorative: false, showsPupils: true, consentConfirmed: false };

function Photo() {
  const [value, setValue] = useState(photo);
  return <PhotoFields photo={value} onChange={setValue} showErrors={false} consentRequired={false} />;
}

function Filters() {
  const [filters, setFilters] = useState<MediaFilterValues>({ q: '', kind: '', missingAlt: false, unused: false });
  return <MediaFilters filters={filters} onChange={(change) => setFilters({ ...filters, ...change })} />;
}

function Upload() {
  const [item, setItem] = useState<UploadItem>({ key: 1, file: new File(['x'], 'elevi.jpg', { type: 'image/jpeg' }), isImage: true, alt: '', decorative: false, status: 'chosen', percent: 0 });
  return <UploadItemRow item={item} onEdit={(change) => setItem({ ...item, ...change })} onRemove={() => {}} onCancel={() => {}} />;
}

it("a photo's Decorative image, Shows pupils and Consent confirmed", async () => {
  renderWithTheme(<Photo />);
  await expectLargeTarget('Decorative image');
  await expectLargeTarget('Consent confirmed');
  await expectLargeTarget('Shows pupils');
});

it("the media library's Missing alt text", async () => {
  renderWithTheme(<Filters />);
  await expectLargeTarget('Missing alt text');
});

it("a chosen upload's Decorative image", async () => {
  renderWithTheme(<Upload />);
  await expectLargeTarget('Decorative image');
});

it("Media Details' Decorative image", async () => {
  renderWithProviders(<MediaEditDialog media={image(5, 'elevi.jpg')} onClose={() => {}} onSaved={() => {}} />);
  await expectLargeTarget('Decorative image');
});
