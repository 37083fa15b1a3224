// The console's table: each school's row offers its archive as a download from the API.
import { screen } from '@testing-library/react';
import type { PlatformSchool } from '@school/shared';
import { API, renderWithProviders } from '@school/shared/testing';
import { SchoolsTable } from './SchoolsTable';

const school: PlatformSchool = {
  id: 7,
  name: 'Școala Gimnazială nr. 7',
  status: 'ACTIVE',
  domains: ['scoala7.example.ro'],
  branding: { name: 'Școala Gimnazială nr. 7', logoUrl: null, faviconUrl: null, brandColor: '#1f4e79', brandTextColor: '#ffffff', footerContacts: '' },
  health: { attention: 0, emptyLegalSections: 7, lastPublishAt: null, storageBytes: 0, quotaBytes: 5 * 1024 ** 3 },
};

it('offers each school’s export as a download of its archive', () => {
  renderWithProviders(<SchoolsTable schools={[school]} actions={{ onStatus: () => undefined, onInvite: () => undefined, onBranding: () => undefined, busy: false }} />);
  const link = screen.getByRole('link', { name: 'Export Școala Gimnazială nr. 7' });
  expect(link).toHaveAttribute('href', `${API}/platform/schools/7/export`);
  expect(link).toHaveAttribute('download');
});
