// /admin/platform/schools: the county platform's console (PLATFORM_ADMIN, on the platform's own
// host). Add a school (its first ADMIN gets an invitation link), suspend or resume one, edit its
// branding, and one sortable table of every school's health.
import { useCallback, useState } from 'react';
import { Banner, LoadingIndicator, getErrorMessage, type Invitation, type PlatformSchool, type RequestError } from '@school/shared';
import { useGetPlatformSchoolsQuery, useInviteToSchoolMutation, useSetSchoolStatusMutation } from '@school/shared/admin-api';
import { platformMessages } from '@school/shared/messages/platform';
import { pageTitles } from '@school/shared/routing';
import { PageTitle } from '../components/PageTitle';
import { AddSchoolForm } from './AddSchoolForm';
import { BrandingDialog } from './BrandingDialog';
import { SchoolsTable } from './SchoolsTable';

type Notice = { variant: 'success' | 'error'; text: string; invitation?: Invitation };

const expires = (millis: number) => new Date(millis).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export default function SchoolsConsolePage() {
  const { data: schools, isLoading, error } = useGetPlatformSchoolsQuery();
  const [setStatus, { isLoading: changing }] = useSetSchoolStatusMutation();
  const [invite, { isLoading: inviting }] = useInviteToSchoolMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [branding, setBranding] = useState<PlatformSchool | null>(null);

  const onStatus = useCallback(
    async (school: PlatformSchool, action: 'suspend' | 'resume') => {
      try {
        const changed = await setStatus({ id: school.id, action }).unwrap();
        setNotice({ variant: 'success', text: action === 'suspend' ? platformMessages.suspended(changed.name) : platformMessages.resumed(changed.name) });
      } catch (failure) {
        setNotice({ variant: 'error', text: getErrorMessage(failure as RequestError) });
      }
    },
    [setStatus],
  );
  const onInvite = useCallback(
    async (school: PlatformSchool) => {
      try {
        const invitation = await invite({ id: school.id, role: 'ADMIN' }).unwrap();
        setNotice({ variant: 'success', text: `A new invitation link for an administrator of ${school.name}:`, invitation });
      } catch (failure) {
        setNotice({ variant: 'error', text: getErrorMessage(failure as RequestError) });
      }
    },
    [invite],
  );

  return (
    <>
      <PageTitle>{pageTitles['admin/platform/schools']}</PageTitle>
      {notice && <Banner variant={notice.variant} message={notice.text} onDismiss={() => setNotice(null)} />}
      {notice?.invitation && (
        <p>
          Invitation link (valid until {expires(notice.invitation.expiresAt)}, once): <code data-testid="invitation-link">{notice.invitation.url}</code>
        </p>
      )}
      <AddSchoolForm onAdded={(name, invitation) => setNotice({ variant: 'success', text: `${platformMessages.added} (${name})`, invitation })} />
      <h2>Every school</h2>
      {isLoading && <LoadingIndicator />}
      {error && <Banner variant="error" message={getErrorMessage(error as RequestError)} />}
      {schools && (
        <SchoolsTable
          schools={schools}
          actions={{ onStatus: (school, action) => void onStatus(school, action), onInvite: (school) => void onInvite(school), onBranding: setBranding, busy: changing || inviting }}
        />
      )}
      {branding && (
        <BrandingDialog
          school={branding}
          onClose={() => setBranding(null)}
          onSaved={() => {
            setBranding(null);
            setNotice({ variant: 'success', text: platformMessages.brandingSaved });
          }}
        />
      )}
    </>
  );
}
