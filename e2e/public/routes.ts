// What a visitor must find on each public route (issue 4's table and the spec's section 2).
export interface PublicRoute {
  path: string;
  /** The page's h1; the document title is "{title} · {school name}". */
  h1: string | RegExp;
  title: string;
  texts: (string | RegExp)[];
  /** <img> elements in <main>. */
  images: number;
  /** Links in <main> to PDFs the site serves. */
  documents: number;
}

export const SCHOOL = 'Școala Gimnazială „Mihai Eminescu” Valea Florilor';

export const publicRoutes: PublicRoute[] = [
  {
    path: '/home',
    h1: SCHOOL,
    title: 'Acasă',
    texts: ['502', 'elevi', '32', 'cadre didactice', '3 811 m²', 'clădiri', 'Obiectivele', '5 țări partenere', 'aproximativ 40 de elevi', 'secretariat@scoala-valea-florilor.example', 'Vezi pe hartă', 'Noutăți', 'Ultima întâlnire a proiectului, la Istanbul'],
    /** The covers of the three latest news posts. */
    images: 3,
    documents: 0,
  },
  { path: '/echipa-manageriala', h1: 'Echipa managerială', title: 'Echipa managerială', texts: [/Director: prof\. \S+ \S+/, /Director adjunct: prof\. \S+ \S+/], images: 0, documents: 0 },
  { path: '/cadre-didactice', h1: 'Cadre didactice', title: 'Cadre didactice', texts: ['Premiul regional', 'Gradul didactic', /Vechimea în învățământ: \d+ an/], images: 0, documents: 1 },
  { path: '/stat-de-personal', h1: 'Stat de personal', title: 'Stat de personal', texts: ['2025', '2024', '2023', '2022', '2021', '2020', '2019', 'Ianuarie 2025', 'Septembrie 2019'], images: 0, documents: 14 },
  { path: '/contact', h1: 'Contact', title: 'Contact', texts: ['secretariat@scoala-valea-florilor.example', 'Strada Școlii nr. 12', '0244 123 456', '0244 123 457', 'Vezi pe hartă'], images: 0, documents: 0 },
  {
    path: '/projects/erasmus-colourful-numbers',
    h1: 'Erasmus+ „Colourful Numbers”',
    title: 'Erasmus+ „Colourful Numbers”',
    texts: ['Istanbul, Turcia, mai 2023', 'Nowa Sarzyna, Polonia, septembrie 2022', 'Valea Florilor, România, aprilie 2022', 'Lanciano, Italia, decembrie 2021', 'Zlín, Cehia, septembrie 2021', 'ianuarie 2021', 'noiembrie 2020'],
    images: 21,
    documents: 0,
  },
  { path: '/documente', h1: 'Documente', title: 'Documente', texts: ['2024-2025', 'Regulamentul intern', 'Statutul elevului', 'Documentul nr. 731', '01.11.2021'], images: 0, documents: 5 },
  {
    path: '/legislatie-si-criterii-acordare-burse',
    h1: 'Legislație și criterii de acordare a burselor',
    title: 'Legislație și criterii de acordare a burselor',
    texts: ['semestrul al II-lea, anul școlar 2021-2022', 'Condiții de acordare', 'Tabel centralizator', 'bursa socială', 'bursa de studiu', 'boală', 'monoparentală', 'orfani', 'clasa a V-a', 'clasele VI-VIII', 'profesorul diriginte', 'Criterii generale', 'hotărârii Guvernului', 'Anexe pe tipuri de burse'],
    images: 0,
    documents: 16,
  },
  {
    path: '/inscrierea',
    h1: 'Înscrierea în clasa pregătitoare 2025-2026',
    title: 'Înscrierea în clasa pregătitoare 2025-2026',
    texts: ['2 clase pregătitoare, cu câte 22 de locuri', 'postul de învățător este vacant', '31 martie – 6 mai 2025', '21 mai 2025', 'A doua etapă', '8:00 – 18:00', '8:00 – 17:00', '15:00 – 18:00', '15:00 – 17:00', '31 august 2025', '1 septembrie și 31 decembrie 2025', 'o singură școală', 'certificatul de naștere', 'actul de identitate', 'medicul de familie', 'recomandarea', 'Cererea-tip', 'Pliantul', '0244 123 456'],
    images: 0,
    documents: 2,
  },
  {
    path: '/actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie',
    h1: 'Acțiuni pentru dobândirea competențelor cheie prin șanse egale la educație',
    title: 'Acțiuni pentru dobândirea competențelor cheie prin șanse egale la educație',
    texts: ['POCU/665/6/23/134153', 'Cerere de înscriere', 'Declarație', 'GDPR', 'Formular de înregistrare', 'Adeverință', 'Anunț de selecție', 'Calendarul selecției', 'Ghid de înscriere'],
    images: 0,
    documents: 9,
  },
  {
    path: '/profesionalizarea-carierei-didactice-prof',
    h1: 'Profesionalizarea carierei didactice — PROF',
    title: 'Profesionalizarea carierei didactice — PROF',
    texts: ['POCU/904/6/25', 'centrul de formare'],
    images: 0,
    documents: 1,
  },
  { path: '/istoric', h1: 'Istoric', title: 'Istoric', texts: [/\S+/], images: 1, documents: 0 },
  {
    path: '/structura-anului-scolar',
    h1: 'Structura anului școlar 2024-2025',
    title: 'Structura anului școlar 2024-2025',
    texts: ['Modulul 1', 'Modulul 2', 'Modulul 3', 'Modulul 4', 'Modulul 5', 'Vacanța de iarnă', 'Vacanța de vară'],
    images: 1,
    documents: 0,
  },
  {
    path: '/calendar',
    h1: 'Calendar',
    title: 'Calendar',
    /** The seed's parent meeting, two weeks after the seeding. */
    texts: ['Toate', 'Vacanță', 'Ședința cu părinții', 'ora 17:30 – 19:00', 'Abonați-vă la calendar'],
    images: 0,
    documents: 0,
  },
  { path: '/concursuri-si-olimpiade', h1: 'Concursuri și olimpiade 2023-2024', title: 'Concursuri și olimpiade 2023-2024', texts: ['Ciclul primar', 'Clasele V-VIII'], images: 8, documents: 0 },
  {
    path: '/activitati/activitati-extrascolare',
    h1: 'Activități extrașcolare',
    title: 'Activități extrașcolare',
    texts: ['15.01.2025', 'Povestea Crăciunului', 'prevenire a consumului', 'Activități extrașcolare 2024-2025', 'Activități extrașcolare 2023-2024'],
    images: 33,
    documents: 0,
  },
  {
    path: '/activitati/saptamana-altfel',
    h1: 'Săptămâna Altfel',
    title: 'Săptămâna Altfel',
    texts: ['7–11 octombrie 2024', 'Luni, 7 octombrie 2024', 'Vineri, 11 octombrie 2024', '18–22 decembrie 2023', 'Luni, 18 decembrie 2023', 'Vineri, 22 decembrie 2023'],
    images: 18,
    documents: 0,
  },
  {
    path: '/activitati/saptamana-verde',
    h1: 'Săptămâna Verde',
    title: 'Săptămâna Verde',
    texts: ['Săptămâna Verde 2024-2025', '22–26 aprilie 2024', 'Luni, 22 aprilie 2024', 'Vineri, 26 aprilie 2024'],
    images: 25,
    documents: 0,
  },
  {
    path: '/informatii-de-interes-public',
    h1: 'Informații de interes public',
    title: 'Informații de interes public',
    texts: ['Legii nr. 544/2001', 'Bugetul și execuția bugetară', 'Informațiile din această secțiune sunt în curs de actualizare.', 'contencios administrativ'],
    images: 0,
    // The seed's regulations (ROF, RI) fill their section; the other categories are being updated.
    documents: 2,
  },
  {
    path: '/declaratie-de-accesibilitate',
    h1: 'Declarație de accesibilitate',
    title: 'Declarație de accesibilitate',
    texts: ['parțial conform', 'WCAG) 2.1, nivelul AA', 'Procedura de aplicare'],
    images: 0,
    documents: 0,
  },
  {
    path: '/confidentialitate',
    h1: 'Politica de confidențialitate',
    title: 'Politica de confidențialitate',
    texts: ['Operatorul datelor este', 'ANSPDCP', 'nu afișează un banner de cookie-uri'],
    images: 0,
    documents: 0,
  },
  {
    path: '/solicitare-retragere-fotografie',
    h1: 'Solicitare de retragere a unei fotografii',
    title: 'Solicitare de retragere a unei fotografii',
    texts: ['Galeria sau pagina', 'Motivul cererii'],
    images: 0,
    documents: 0,
  },
];
