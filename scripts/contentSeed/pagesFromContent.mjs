// The pages of today's public routes, as sections: rich text, document lists (by document ref)
// and photo groups (by gallery ref). `c` is every module of remote-public/src/content.
import { link, p, schedule, ul } from './html.mjs';

const text = (title, body, schoolYear = null) => ({ kind: 'richText', title, schoolYear, body, documents: [], gallery: null });
const docs = (title, documents, schoolYear = null) => ({ kind: 'documents', title, schoolYear, body: '', documents: documents.map((d) => d.id), gallery: null });
const photos = (title, galleryId, schoolYear = null) => ({ kind: 'photos', title, schoolYear, body: '', documents: [], gallery: galleryId });
const yearOf = (id) => /(\d{4}-\d{4})/.exec(id)?.[1] ?? null;

/** A collection's documents, one section per group (or one section when it has none). */
function collectionSections(collection, title, schoolYear = null) {
  if (collection.groups.length === 0) return [docs(title, collection.documents, schoolYear)];
  return collection.groups.map((group) => docs(group.title, collection.documents.filter((d) => d.group === group.id), schoolYear));
}

function activitySections(activities) {
  return activities.flatMap((a) => [
    text(a.title, [...a.paragraphs.map(p), ...(a.days ? [ul(a.days.map((d) => `${d.day}: ${d.theme}`))] : [])].join(''), yearOf(a.id) ?? yearOf(a.gallery.id)),
    photos(a.gallery.title, a.gallery.id, yearOf(a.id) ?? yearOf(a.gallery.id)),
  ]);
}

export function pagesFromContent(c, titles) {
  const page = (key, sections) => ({ key, title: titles[key], sections });
  const { enrolment, equalChancesProject: equal, profProject: prof, competitions } = c;
  return [
    page('home', [
      text('Școala în cifre', ul(c.schoolFacts.map((f) => `${f.value} ${f.label}`))),
      text('Obiectivele noastre', ul(c.schoolGoals.map((g) => g.text))),
      text(c.erasmusPromo.title, [p(c.erasmusPromo.text), ul(c.erasmusPromo.facts), link('/projects/erasmus-colourful-numbers', c.erasmusPromo.linkText)].join('')),
      text('Înscrieri', link('/inscrierea', c.enrolmentCall), '2025-2026'),
    ]),
    page('istoric', [photos('Istoricul școlii', 'istoric')]),
    page('inscrierea', [
      text('Locuri disponibile', [p(enrolment.places.text), p(enrolment.places.vacancy)].join(''), '2025-2026'),
      text('Calendarul înscrierii', schedule(enrolment.calendar), '2025-2026'),
      text('Programul secretariatului', schedule(enrolment.hours), '2025-2026'),
      text('Cine poate fi înscris', [ul(enrolment.ageRules), p(enrolment.oneSchoolOnly)].join(''), '2025-2026'),
      text('Documente necesare la înscriere', ul(enrolment.requiredDocuments), '2025-2026'),
      ...collectionSections(c.enrolmentDocuments, 'Documente', '2025-2026'),
    ]),
    page('projects/erasmus-colourful-numbers', [text('Despre proiect', p(c.erasmusProject.summary))]),
    page('profesionalizarea-carierei-didactice-prof', [
      text(`Proiectul ${prof.code}`, prof.summary.map(p).join('')),
      ...collectionSections(c.profDocuments, 'Documente'),
    ]),
    page('actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie', [
      text(`Proiectul ${equal.code}`, p(equal.summary)),
      text('Calendarul selecției', schedule(equal.selectionCalendar), '2022-2023'),
      ...collectionSections(c.equalChancesDocuments, 'Documente', '2022-2023'),
    ]),
    page('concursuri-si-olimpiade', [
      text('Ciclul primar', [p(competitions.primaryIntro), ul(competitions.primaryContests.map((x) => x.text))].join(''), '2023-2024'),
      text('Clasele V-VIII', p(competitions.secondaryIntro), '2023-2024'),
      photos(competitions.gallery.title, competitions.gallery.id, '2023-2024'),
    ]),
    page('activitati/saptamana-altfel', activitySections(c.differentWeek)),
    page('activitati/saptamana-verde', activitySections(c.greenWeek)),
    page('activitati/activitati-extrascolare', activitySections(c.extracurricularActivities)),
    page('structura-anului-scolar', [
      photos('Structura anului școlar', 'structura-anului-scolar-2024-2025', c.SCHOOL_YEAR),
      text(`Structura anului școlar ${c.SCHOOL_YEAR}`, schedule(c.schoolYearStructure), c.SCHOOL_YEAR),
      text('Programe', schedule(c.schoolYearPrograms), c.SCHOOL_YEAR),
    ]),
    page('legislatie-si-criterii-acordare-burse', [
      text('Perioada', p(`Documentele de mai jos sunt valabile pentru ${c.SCHOLARSHIP_PERIOD}.`), '2021-2022'),
      ...collectionSections(c.scholarshipDocuments, 'Documente', '2021-2022'),
    ]),
    page('stat-de-personal', collectionSections(c.staffingDocuments, 'Stat de personal')),
    page('documente', collectionSections(c.schoolDocuments, c.schoolDocuments.title, '2024-2025')),
    page('cadre-didactice', [
      text(c.teachersAward.title, p(c.teachersAward.text)),
      ...collectionSections(c.teachersAwardDocuments, 'Documente'),
    ]),
  ];
}

