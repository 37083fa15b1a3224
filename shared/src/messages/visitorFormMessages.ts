// The Romanian messages of the public site's forms (Law 544 requests, accessibility feedback,
// photo takedown requests): the forms and the API (POST /api/messages) show the same words. Kept
// apart from userMessages.ts, which every page loads: only the forms' pages and the API need these.

export const visitorFormMessages = {
  name: 'Scrieți numele dumneavoastră.',
  email: 'Scrieți adresa de e-mail la care doriți răspunsul.',
  emailFormat: 'Adresa de e-mail trebuie să aibă forma nume@exemplu.ro.',
  request: 'Scrieți ce informații de interes public solicitați.',
  feedback: 'Descrieți problema de accesibilitate întâlnită.',
  gallery: 'Scrieți galeria sau pagina în care apare fotografia.',
  photo: 'Descrieți fotografia (de exemplu, a câta este în galerie și ce se vede în ea).',
  reason: 'Scrieți motivul pentru care cereți retragerea fotografiei.',
  kind: 'Tipul mesajului nu este cunoscut.',
  honeypot: 'Lăsați gol câmpul ascuns.',
  tooLong: (max: number) => `Textul poate avea cel mult ${max} de caractere.`,
  /** The answer to an address that sent too many messages (429). */
  tooMany: 'Ați trimis prea multe mesaje în ultima oră. Încercați din nou mai târziu.',
} as const;
