// The console's forms on the project's form state: the schema's words after a submit, the API's
// refusal beside its field, a refusal no field shows as the form's alert, and a success.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PlatformSchool } from '@school/shared';
import { platformMessages } from '@school/shared/messages/platform';
import { API, renderWithProviders, server, setupMockApi } from '@school/shared/testing';
import { AddSchoolForm } from './AddSchoolForm';
import { BrandingDialog } from './BrandingDialog';

setupMockApi();

const invitation = { url: 'https://scoala5.example.ro/invitatie#abc', role: 'ADMIN', expiresAt: 0 };

describe('AddSchoolForm', () => {
  it('says what is missing, then sends the domains as a list and empties itself once added', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/platform/schools`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ school: { name: 'Școala 5' }, invitation });
      }),
    );
    const onAdded = jest.fn();
    const { user } = renderWithProviders(<AddSchoolForm onAdded={onAdded} />);
    await user.click(screen.getByRole('button', { name: 'Add school' }));
    expect(screen.getByText(platformMessages.schoolName)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'School name' }), 'Școala 5');
    await user.type(screen.getByRole('textbox', { name: /^Domains/ }), 'scoala5.example.ro, www.scoala5.example.ro');
    await user.click(screen.getByRole('button', { name: 'Add school' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('Școala 5', invitation));
    expect(sent).toEqual([{ name: 'Școala 5', domains: ['scoala5.example.ro', 'www.scoala5.example.ro'] }]);
    expect(screen.getByRole('textbox', { name: 'School name' })).toHaveValue('');
  });

  it("shows the API's refusal beside its field, and one no field shows as the form's alert", async () => {
    server.use(http.post(`${API}/platform/schools`, () => HttpResponse.json({ message: 'Please correct the highlighted fields.', errors: { domains: 'The domain is taken.' } }, { status: 400 })));
    const { user } = renderWithProviders(<AddSchoolForm onAdded={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'School name' }), 'Școala 5');
    await user.type(screen.getByRole('textbox', { name: /^Domains/ }), 'scoala5.example.ro');
    await user.click(screen.getByRole('button', { name: 'Add school' }));
    expect(await screen.findByText('The domain is taken.')).toBeInTheDocument();

    server.use(http.post(`${API}/platform/schools`, () => HttpResponse.json({ message: 'Unexpected error occurred.' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Add school' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred.');
  });
});

const school = {
  id: 3,
  name: 'Școala 5',
  branding: { name: 'Școala 5', logoUrl: null, faviconUrl: null, brandColor: '#003366', brandTextColor: '#ffffff', footerContacts: '' },
} as PlatformSchool;

describe('BrandingDialog', () => {
  it('sends the branding (empty addresses as null) and says it was saved', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(`${API}/platform/schools/3/branding`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(school);
      }),
    );
    const onSaved = jest.fn();
    const { user } = renderWithProviders(<BrandingDialog school={school} onClose={() => undefined} onSaved={onSaved} />);
    const name = screen.getByRole('textbox', { name: 'School name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(screen.getByText(platformMessages.schoolName)).toBeInTheDocument();
    await user.type(name, 'Școala Gimnazială 5');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([{ name: 'Școala Gimnazială 5', logoUrl: null, faviconUrl: null, brandColor: '#003366', brandTextColor: '#ffffff', footerContacts: '' }]);
  });
});
