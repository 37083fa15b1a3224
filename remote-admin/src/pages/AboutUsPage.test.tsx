import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ABOUT_US_FIELDS, type AboutUs } from '@school/shared';
import AboutUsPage from './AboutUsPage';
import { API, axeViolations, renderScreen, server, setupMockApi } from '@school/shared/testing';
import { aboutUs } from '../test/fixtures';

setupMockApi();

const labels = ['Subject Name', 'Description', 'History', 'Email', 'Phone', 'Fax', 'Address', 'City', 'Region', 'Country', 'Latitude', 'Longitude'];
const required = [
  'Name is required.', 'Description is required.', 'History is required.', 'Email is required.', 'Phone is required.',
  'Fax is required.', 'Address is required.', 'City is required.', 'Region is required.', 'Country is required.',
  'Latitude is required.', 'Longitude is required.',
];

function setup(initial: AboutUs = aboutUs()) {
  const puts: AboutUs[] = [];
  server.use(
    http.get(`${API}/school/about-us`, () => HttpResponse.json(initial)),
    http.put(`${API}/school/about-us`, async ({ request }) => {
      const body = (await request.json()) as AboutUs;
      puts.push(body);
      return HttpResponse.json(body);
    }),
  );
  const rendered = renderScreen(<AboutUsPage />, { path: '/admin/about-us' });
  return { ...rendered, puts };
}

const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('AboutUsPage', () => {
  it("loads on open and shows the twelve fields in the spec's order", async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    await screen.findByDisplayValue('Școala Gimnazială Exemplu');
    const controls = Array.from(container.querySelectorAll('input, textarea'));
    expect(controls.map((control) => control.getAttribute('name'))).toEqual([...ABOUT_US_FIELDS]);
    labels.forEach((label, index) => expect(screen.getByLabelText(label)).toBe(controls[index]));
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText('History')).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'secretariat@scoala.example');
    expect(screen.getByLabelText('Latitude')).toHaveValue('47.65');
  });

  it('shows the twelve "… is required." messages only after a submit attempt, and sends nothing', async () => {
    const empty = Object.fromEntries(ABOUT_US_FIELDS.map((f) => [f, ''])) as AboutUs;
    const { user, puts } = setup(empty);
    await screen.findByLabelText('Subject Name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'email@example.com');
    for (const text of required) expect(screen.queryByText(text)).not.toBeInTheDocument();
    await user.click(save());
    for (const text of required) expect(screen.getByText(text)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('saves the whole content trimmed and says "AboutUs updated."', async () => {
    const { user, puts } = setup();
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, ' 0230 111 222 ');
    await user.click(save());
    const message = await screen.findByText('AboutUs updated.');
    expect(message.closest('[role="status"]')).toHaveTextContent('Successful!');
    expect(puts).toEqual([{ ...aboutUs(), phone: '0230 111 222' }]);
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    const { user } = setup();
    server.use(
      http.put(`${API}/school/about-us`, () =>
        HttpResponse.json({ message: 'Email must be a valid address.', errors: { city: 'City is too long.' } }, { status: 400 }),
      ),
    );
    const city = await screen.findByLabelText('City');
    await user.type(city, ' Nord');
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Email must be a valid address.');
    expect(screen.getByText('City is too long.')).toBeInTheDocument();
    expect(city).toHaveValue('Exemplu Nord');
  });

  it('says "Unexpected error occurred." when the failure has no message', async () => {
    const { user } = setup();
    server.use(http.put(`${API}/school/about-us`, () => new HttpResponse('Bad gateway', { status: 502 })));
    await screen.findByLabelText('City');
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error occurred.'));
  });

  it('has no axe violation, before and after a failed submit', async () => {
    const empty = Object.fromEntries(ABOUT_US_FIELDS.map((f) => [f, ''])) as AboutUs;
    const { user } = setup(empty);
    await screen.findByLabelText('Subject Name');
    expect(await axeViolations()).toEqual([]);
    await user.click(save());
    expect(await axeViolations()).toEqual([]);
  });
});
