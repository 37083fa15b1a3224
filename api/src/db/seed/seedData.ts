// A coherent fictional school that matches the spec's facts (502 pupils, 32 teachers, 3 811 m²,
// 5 buildings). Admins replace it; tests assert on it.
import type { AboutUs, Degree, EducationType, Gender, Position } from '@school/shared/types';

export const seedAboutUs: AboutUs = {
  name: 'Școala Gimnazială „Mihai Eminescu” Valea Florilor',
  description:
    'Școala Gimnazială „Mihai Eminescu” din Valea Florilor este o școală cu tradiție, în care învață 502 elevi, ' +
    'îndrumați de 32 de cadre didactice. Cursurile se desfășoară în 5 clădiri, pe o suprafață de 3 811 m², ' +
    'cu săli de clasă renovate, un laborator de informatică, o bibliotecă și o sală de sport. ' +
    'Ne dorim ca fiecare elev să plece de la noi încrezător, curios și pregătit pentru liceu.',
  history:
    'Prima școală din Valea Florilor a fost deschisă în anul 1894, într-o singură sală, lângă biserica satului. ' +
    'În 1936 s-a construit clădirea principală, care adăpostește și astăzi clasele primare. ' +
    'După 1970 școala a devenit școală generală de opt ani, iar în 1990 a primit numele poetului Mihai Eminescu. ' +
    'Între 2015 și 2019 clădirile au fost reabilitate, iar în 2020 școala a intrat în primul său proiect Erasmus+.',
  email: 'secretariat@scoala-valea-florilor.example',
  phone: '0244 123 456',
  fax: '0244 123 457',
  address: 'Strada Școlii nr. 12',
  city: 'Valea Florilor',
  region: 'Județul Prahova',
  country: 'România',
  latitude: '45.0500',
  longitude: '25.9500',
};

export const seedSubjects = [
  'Limba și literatura română',
  'Matematică',
  'Limba engleză',
  'Limba franceză',
  'Istorie',
  'Geografie',
  'Biologie',
  'Fizică',
  'Chimie',
  'Informatică și TIC',
  'Educație fizică și sport',
  'Educație muzicală',
  'Educație plastică',
  'Educație tehnologică și aplicații practice',
  'Religie',
  'Educație socială',
  'Consiliere și dezvoltare personală',
  'Învățământ primar',
] as const;

export type SeedSubjectName = (typeof seedSubjects)[number];

export interface SeedTeacher {
  lastName: string;
  firstName: string;
  gender: Gender;
  position: Position;
  subject: SeedSubjectName | null;
  degree: Degree;
  yearsOfService: number;
}

const teacher = (
  lastName: string,
  firstName: string,
  gender: Gender,
  subject: SeedSubjectName | null,
  degree: Degree,
  yearsOfService: number,
  position: Position = 'TEACHER',
): SeedTeacher => ({ lastName, firstName, gender, position, subject, degree, yearsOfService });

export const seedTeachers: SeedTeacher[] = [
  teacher('Popescu', 'Maria', 'FEMALE', 'Matematică', 'I', 28, 'PRINCIPAL'),
  teacher('Ionescu', 'Dan', 'MALE', 'Matematică', 'I', 22, 'DEPUTY_PRINCIPAL'),
  teacher('Dumitrescu', 'Elena', 'FEMALE', 'Limba și literatura română', 'I', 25),
  teacher('Stan', 'Andreea', 'FEMALE', 'Limba și literatura română', 'definitivat', 6),
  teacher('Constantin', 'Ioana', 'FEMALE', 'Limba engleză', 'II', 12),
  teacher('Marin', 'Alexandra', 'FEMALE', 'Limba franceză', 'II', 15),
  teacher('Radu', 'Mihai', 'MALE', 'Istorie', 'I', 19),
  teacher('Stoica', 'Gabriel', 'MALE', 'Geografie', 'definitivat', 8),
  teacher('Munteanu', 'Cristina', 'FEMALE', 'Biologie', 'II', 14),
  teacher('Georgescu', 'Adrian', 'MALE', 'Fizică', 'I', 21),
  teacher('Tudor', 'Simona', 'FEMALE', 'Chimie', 'definitivat', 7),
  teacher('Moldovan', 'Răzvan', 'MALE', 'Informatică și TIC', 'debutant', 1),
  teacher('Lazăr', 'Florin', 'MALE', 'Educație fizică și sport', 'II', 16),
  teacher('Ene', 'Bogdan', 'MALE', 'Educație muzicală', 'definitivat', 9),
  teacher('Matei', 'Irina', 'FEMALE', 'Educație plastică', 'I', 20),
  teacher('Barbu', 'Victor', 'MALE', 'Educație tehnologică și aplicații practice', 'II', 11),
  teacher('Preda', 'Nicolae', 'MALE', 'Religie', 'definitivat', 10),
  teacher('Neagu', 'Laura', 'FEMALE', 'Educație socială', 'debutant', 2),
  teacher('Vasile', 'Ana', 'FEMALE', 'Consiliere și dezvoltare personală', 'doctor', 13, 'PEDAGOGUE'),
  teacher('Sandu', 'Oana', 'FEMALE', null, 'definitivat', 5, 'PEDAGOGUE'),
  teacher('Dobre', 'Mihaela', 'FEMALE', 'Învățământ primar', 'I', 30),
  teacher('Nistor', 'Carmen', 'FEMALE', 'Învățământ primar', 'I', 27),
  teacher('Cojocaru', 'Daniela', 'FEMALE', 'Învățământ primar', 'II', 18),
  teacher('Rusu', 'Gabriela', 'FEMALE', 'Învățământ primar', 'I', 24),
  teacher('Florea', 'Lucia', 'FEMALE', 'Învățământ primar', 'definitivat', 9),
  teacher('Oprea', 'Silvia', 'FEMALE', 'Învățământ primar', 'II', 14),
  teacher('Ilie', 'Monica', 'FEMALE', 'Învățământ primar', 'I', 26),
  teacher('Toma', 'Adriana', 'FEMALE', 'Învățământ primar', 'debutant', 1),
  teacher('Voicu', 'Roxana', 'FEMALE', 'Învățământ primar', 'definitivat', 4),
  teacher('Diaconu', 'Cătălin', 'MALE', 'Învățământ primar', 'II', 17),
  teacher('Manole', 'Teodora', 'FEMALE', 'Limba engleză', 'debutant', 3),
  teacher('Gheorghe', 'Ștefan', 'MALE', 'Educație fizică și sport', 'definitivat', 5),
];

export interface SeedClass {
  number: number;
  name: string;
  educationType: EducationType;
  /** The master as "LastName FirstName", one of seedTeachers. */
  master: string;
}

const gradeNames = ['Pregătitoare', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
// Primary classes (0–4) are led by primary teachers; gimnaziu classes (5–8) by subject teachers.
const masters = [
  'Dobre Mihaela', 'Nistor Carmen',
  'Cojocaru Daniela', 'Rusu Gabriela',
  'Florea Lucia', 'Oprea Silvia',
  'Ilie Monica', 'Toma Adriana',
  'Voicu Roxana', 'Diaconu Cătălin',
  'Dumitrescu Elena', 'Constantin Ioana',
  'Radu Mihai', 'Munteanu Cristina',
  'Georgescu Adrian', 'Stan Andreea',
  'Matei Irina', 'Stoica Gabriel',
];

export const seedClasses: SeedClass[] = gradeNames.flatMap((grade, number) =>
  ['A', 'B'].map((letter, i) => ({
    number,
    name: `${grade} ${letter}`,
    educationType: number <= 4 ? ('PRIMARY' as const) : ('HIGH_SCHOOL' as const),
    master: masters[number * 2 + i] as string,
  })),
);
