import type { AboutUs, SchoolClass, Subject, Teacher } from '@school/shared';

const subjectNames = [
  'Matematică', 'Limba română', 'Limba engleză', 'Limba franceză', 'Fizică', 'Chimie', 'Biologie',
  'Istorie', 'Geografie', 'Educație fizică', 'Educație plastică', 'Educație muzicală', 'Religie',
  'Informatică', 'Educație tehnologică', 'Consiliere', 'Științe', 'Dezvoltare personală', 'Arte vizuale',
  'Muzică și mișcare', 'Comunicare în limba română', 'Matematică și explorarea mediului', 'Latină',
  'Educație socială', 'Opțional',
];

/** 25 subjects: three pages of 10, one of 20 plus 5, one of 50. */
export const subjects = (): Subject[] => subjectNames.map((name, index) => ({ id: index + 1, name }));

export const teachers = (): Teacher[] => {
  const list = subjects();
  return [
    { id: 1, firstName: 'Maria', lastName: 'Popescu', gender: 'FEMALE', position: 'PRINCIPAL', subject: list[0]!, degree: 'I', yearsOfService: 25 },
    { id: 2, firstName: 'Dan', lastName: 'Ionescu', gender: 'MALE', position: 'DEPUTY_PRINCIPAL', subject: list[4]!, degree: 'II', yearsOfService: 12 },
    { id: 3, firstName: 'Elena', lastName: 'Stan', gender: 'FEMALE', position: 'TEACHER', subject: null, degree: null, yearsOfService: null },
  ];
};

export const classes = (): SchoolClass[] => {
  const [maria, dan] = teachers();
  return [
    { id: 1, number: 0, name: 'Clasa pregătitoare', educationType: 'PRIMARY', master: null },
    { id: 2, number: 5, name: 'a V-a A', educationType: 'HIGH_SCHOOL', master: maria! },
    { id: 3, number: 8, name: 'a VIII-a B', educationType: 'HIGH_SCHOOL', master: dan! },
  ];
};

export const aboutUs = (): AboutUs => ({
  name: 'Școala Gimnazială Exemplu',
  description: 'O școală mică.',
  history: 'Fondată în 1900.',
  email: 'secretariat@scoala.example',
  phone: '0230 000 000',
  fax: '0230 000 001',
  address: 'Strada Școlii 1',
  city: 'Exemplu',
  region: 'Suceava',
  country: 'România',
  latitude: '47.65',
  longitude: '26.25',
});
