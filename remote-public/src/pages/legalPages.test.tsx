// The school's legal pages: the Law 544 page with its request form, the accessibility statement
// with its feedback form, the privacy notice, and the photo takedown form. Each form shows its
// Romanian messages only after a submit attempt, lands in POST /api/messages and says what
// happens next.
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { axeViolations, renderPage, renderWithProviders } from '../test/renderPage';
import { API, server, setupMockApi } from '../test/server';
import { PhotoTakedownLink } from '../components/PhotoTakedownLink';
import { aboutUsFixture, documentFixture } from '../test/fixtures';

setupMockApi();

/** Answers POST /api/messages as the API would, and keeps what was sent. */
function messagesApi(receipt: object = {}) {
  const sent: unknown[] = [];
  server.use(
    http.post(`${API}/messages`, async ({ request }) => {
      const body = (await request.json()) as { kind: string };
      sent.push(body);
      const numbered = body.kind === 'PUBLIC_INFORMATION_REQUEST';
      return HttpResponse.json(
        {
          id: 7,
          kind: body.kind,
          receivedAt: '2026-09-15T08:00:00.000Z',
          registrationNumber: numbered ? '544/2026/0007' : null,
          answerBy: numbered ? '2026-09-25' : null,
          answerByIfComplex: numbered ? '2026-10-15' : null,
          ...receipt,
        },
        { status: 201 },
      );
    }),
  );
  return sent;
}

async function openPage(path: string, h1: string) {
  const rendered = renderPage(path);
  expect(await screen.findByRole('heading', { level: 1, name: h1 }, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(/Se încarcă/)).not.toBeInTheDocument());
  return rendered;
}

describe('/informatii-de-interes-public', () => {
  it('lists the sections the law asks for, each saying it is being updated while it has no documents', async () => {
    await openPage('/informatii-de-interes-public', 'Informații de interes public');
    for (const title of [
      'Conducerea și persoana responsabilă cu informațiile de interes public',
      'Date de contact și program',
      'Organizare și funcționare',
      'Bugetul și execuția bugetară',
      'Achiziții publice',
      'Declarații de avere și de interese',
      'Drepturi salariale',
      'Raportul anual',
      'Programe și strategii',
      'Cum solicitați informații',
      'Cum contestați un răspuns',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const budget = screen.getByRole('region', { name: 'Bugetul și execuția bugetară' });
    expect(budget).toHaveTextContent('Informațiile din această secțiune sunt în curs de actualizare.');
    expect(screen.getByRole('region', { name: /Conducerea/ })).toHaveTextContent('Director: prof. Popescu Maria');
    expect(screen.getByRole('region', { name: 'Date de contact și program' })).toHaveTextContent('0244 123 456');
    expect(screen.getByRole('region', { name: 'Cum contestați un răspuns' })).toHaveTextContent(/30 de zile.*contencios administrativ/);
    expect(await axeViolations()).toEqual([]);
  });

  it("lists each section's published documents from its category, and says the others are being updated", async () => {
    server.use(
      http.get(`${API}/content/documents`, ({ request }) => {
        const category = new URL(request.url).searchParams.get('category');
        const items = category === 'budget-and-execution' ? [documentFixture(3, 'Execuția bugetară 2025')] : [];
        return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 100 });
      }),
    );
    await openPage('/informatii-de-interes-public', 'Informații de interes public');
    const budget = screen.getByRole('region', { name: 'Bugetul și execuția bugetară' });
    expect(await within(budget).findByRole('link', { name: /Execuția bugetară 2025/ })).toBeInTheDocument();
    expect(budget).not.toHaveTextContent('în curs de actualizare');
    expect(screen.getByRole('region', { name: 'Programe și strategii' })).toHaveTextContent('Informațiile din această secțiune sunt în curs de actualizare.');
  });

  it('shows the messages only after a submit attempt, then registers the request and shows its number and answer dates', async () => {
    const sent = messagesApi();
    const { user } = await openPage('/informatii-de-interes-public', 'Informații de interes public');
    const form = screen.getByRole('form', { name: 'Solicitare de informații de interes public' });
    await user.type(within(form).getByLabelText('Nume și prenume'), 'Ana');
    expect(within(form).queryByText('Scrieți adresa de e-mail la care doriți răspunsul.')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Trimite' }));
    const email = within(form).getByLabelText('E-mail (pentru răspuns)');
    expect(email).toHaveAccessibleDescription('Scrieți adresa de e-mail la care doriți răspunsul.');
    expect(email).toHaveFocus();
    expect(within(form).getByLabelText('Informațiile solicitate')).toHaveAccessibleDescription('Scrieți ce informații de interes public solicitați.');
    expect(sent).toEqual([]);

    await user.type(email, 'ana@example.ro');
    await user.type(within(form).getByLabelText('Informațiile solicitate'), 'Execuția bugetară pe 2026.');
    await user.click(within(form).getByRole('button', { name: 'Trimite' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Solicitarea a fost înregistrată');
    expect(done).toHaveTextContent('544/2026/0007');
    expect(done).toHaveTextContent(/10 zile, până la 25 septembrie 2026/);
    expect(done).toHaveTextContent(/30 de zile, până la 15 octombrie 2026/);
    expect(done).toHaveFocus();
    expect(sent).toEqual([{ kind: 'PUBLIC_INFORMATION_REQUEST', name: 'Ana', email: 'ana@example.ro', request: 'Execuția bugetară pe 2026.', website: '' }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says in Romanian when the address sent too many messages, and keeps what was typed', async () => {
    server.use(
      http.post(`${API}/messages`, () =>
        HttpResponse.json({ message: 'Ați trimis prea multe mesaje în ultima oră. Încercați din nou mai târziu.' }, { status: 429, headers: { 'Retry-After': '60' } }),
      ),
    );
    const { user } = await openPage('/informatii-de-interes-public', 'Informații de interes public');
    const form = screen.getByRole('form', { name: 'Solicitare de informații de interes public' });
    await user.type(within(form).getByLabelText('Nume și prenume'), 'Ana');
    await user.type(within(form).getByLabelText('E-mail (pentru răspuns)'), 'ana@example.ro');
    await user.type(within(form).getByLabelText('Informațiile solicitate'), 'Organigrama.');
    await user.click(within(form).getByRole('button', { name: 'Trimite' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Ați trimis prea multe mesaje în ultima oră.');
    expect(within(form).getByLabelText('Informațiile solicitate')).toHaveValue('Organigrama.');
  });
});

describe('/declaratie-de-accesibilitate', () => {
  it('states partial compliance with WCAG 2.1 AA, what is not accessible, the dates and the enforcement procedure', async () => {
    await openPage('/declaratie-de-accesibilitate', 'Declarație de accesibilitate');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/parțial conform cu Web Content Accessibility Guidelines \(WCAG\) 2\.1, nivelul AA/);
    expect(screen.getByRole('region', { name: 'Conținut care nu este accesibil' })).toHaveTextContent(/documente PDF mai vechi sunt scanate/);
    expect(screen.getByRole('region', { name: 'Pregătirea acestei declarații' })).toHaveTextContent(/întocmită pe 23 noiembrie 2026/);
    expect(screen.getByRole('region', { name: 'Procedura de aplicare' })).toHaveTextContent(/112\/2018/);
    expect(await axeViolations()).toEqual([]);
  });

  it('sends feedback that lands in Messages and says when the school answers', async () => {
    const sent = messagesApi();
    const { user } = await openPage('/declaratie-de-accesibilitate', 'Declarație de accesibilitate');
    const form = screen.getByRole('form', { name: 'Semnalați o problemă de accesibilitate' });
    await user.type(within(form).getByLabelText('Nume și prenume'), 'Ion');
    await user.type(within(form).getByLabelText('E-mail (pentru răspuns)'), 'ion@example.ro');
    await user.type(within(form).getByLabelText('Ce nu a funcționat'), 'PDF-ul nu se citește.');
    await user.click(within(form).getByRole('button', { name: 'Trimite' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/vă răspunde pe e-mail în cel mult 30 de zile/);
    expect(sent).toEqual([{ kind: 'ACCESSIBILITY_FEEDBACK', name: 'Ion', email: 'ion@example.ro', page: '', feedback: 'PDF-ul nu se citește.', website: '' }]);
  });
});

describe('/confidentialitate', () => {
  it('names the school as controller, the rights, ANSPDCP and why there is no cookie banner', async () => {
    await openPage('/confidentialitate', 'Politica de confidențialitate');
    const main = screen.getByRole('main');
    expect(await within(main).findByText(/Operatorul datelor este Școala Gimnazială „Mihai Eminescu” Valea Florilor, cu sediul în Strada Școlii nr\. 12/)).toBeInTheDocument();
    expect(main).toHaveTextContent(/dreptul de acces/);
    expect(main).toHaveTextContent(/ANSPDCP/);
    expect(main).toHaveTextContent(/nu afișează un banner de cookie-uri/);
    expect(await axeViolations()).toEqual([]);
  });

  it('names a new school, whose address is not written yet, with no empty address', async () => {
    const none = Object.fromEntries(Object.keys(aboutUsFixture()).map((field) => [field, '']));
    server.use(http.get(`${API}/school/about-us`, () => HttpResponse.json({ ...none, name: 'Școala Primară Izvoarele' })));
    await openPage('/confidentialitate', 'Politica de confidențialitate');
    expect(
      await within(screen.getByRole('main')).findByText(/^Operatorul datelor este Școala Primară Izvoarele\. Ne puteți scrie, .* la adresa de e-mail a secretariatului\.$/),
    ).toBeInTheDocument();
  });
});

describe('/solicitare-retragere-fotografie', () => {
  it('is reached from a gallery with the gallery filled in, and sends the request', async () => {
    const sent = messagesApi();
    renderWithProviders(<PhotoTakedownLink gallery="Săptămâna Verde 2024-2025" />);
    expect(screen.getByRole('link', { name: 'Solicită retragerea unei fotografii din galeria „Săptămâna Verde 2024-2025”' })).toHaveAttribute(
      'href',
      '/solicitare-retragere-fotografie?galerie=S%C4%83pt%C4%83m%C3%A2na+Verde+2024-2025',
    );
    document.body.innerHTML = '';

    const { user } = await openPage('/solicitare-retragere-fotografie?galerie=S%C4%83pt%C4%83m%C3%A2na+Verde+2024-2025', 'Solicitare de retragere a unei fotografii');
    const form = screen.getByRole('form', { name: 'Cerere de retragere a unei fotografii' });
    expect(within(form).getByLabelText('Galeria sau pagina')).toHaveValue('Săptămâna Verde 2024-2025');
    await user.type(within(form).getByLabelText('Nume și prenume'), 'Maria');
    await user.type(within(form).getByLabelText('E-mail (pentru răspuns)'), 'maria@example.ro');
    await user.click(within(form).getByRole('button', { name: 'Trimite' }));
    expect(within(form).getByLabelText('Fotografia (a câta este, ce se vede în ea)')).toHaveFocus();
    await user.type(within(form).getByLabelText('Fotografia (a câta este, ce se vede în ea)'), 'a treia');
    await user.type(within(form).getByLabelText('Motivul cererii'), 'Apare fiica mea.');
    await user.click(within(form).getByRole('button', { name: 'Trimite' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/o retrage de pe site/);
    expect(sent).toEqual([
      { kind: 'PHOTO_TAKEDOWN', name: 'Maria', email: 'maria@example.ro', gallery: 'Săptămâna Verde 2024-2025', photo: 'a treia', reason: 'Apare fiica mea.', website: '' },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the send button in place while the request is on its way', async () => {
    server.use(
      http.post(`${API}/messages`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = await openPage('/solicitare-retragere-fotografie?galerie=X', 'Solicitare de retragere a unei fotografii');
    for (const [label, value] of [
      ['Nume și prenume', 'Maria'],
      ['E-mail (pentru răspuns)', 'maria@example.ro'],
      ['Fotografia (a câta este, ce se vede în ea)', 'a treia'],
      ['Motivul cererii', 'Motiv.'],
    ]) {
      await user.type(screen.getByLabelText(label!), value!);
    }
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(await screen.findByRole('button', { name: 'Se trimite…' })).toHaveAttribute('aria-disabled', 'true');
  });
});
