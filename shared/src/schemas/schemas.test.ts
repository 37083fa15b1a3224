import type { AboutUs } from '../types';
import { validate } from './validate';
import { aboutUsInputSchema } from './aboutUsSchema';
import { classInputSchema } from './classSchema';
import { subjectInputSchema } from './subjectSchema';
import { teacherInputSchema } from './teacherSchema';
import { credentialsSchema, registrationSchema } from './userSchema';
import { schoolDataMessages } from '../messages/schoolDataMessages';
import { signInMessages } from '../messages/signInMessages';

const validateLogin = (values: object) => validate(credentialsSchema, values).errors;
const validateRegistration = (values: object) => validate(registrationSchema, values).errors;
const validateSubject = (values: object) => validate(subjectInputSchema, values).errors;
const validateTeacher = (values: object) => validate(teacherInputSchema, values).errors;
const validateClass = (values: object) => validate(classInputSchema, values).errors;
const validateAboutUs = (values: object) => validate(aboutUsInputSchema, values).errors;

const aboutUs: AboutUs = {
  name: 'Școala Gimnazială',
  description: 'Descriere',
  history: 'Istoric',
  email: 'secretariat@scoala.example',
  phone: '0244 123 456',
  fax: '0244 123 457',
  address: 'Strada Școlii nr. 12',
  city: 'Valea Florilor',
  region: 'Prahova',
  country: 'România',
  latitude: '45.05',
  longitude: '-25.95',
};

describe('the schemas\' rules', () => {
  it('asks for username and password at sign-in, with the spec messages', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      username: 'An valid username is required.',
      password: 'Password is required.',
    });
    expect(validateLogin({ username: 'ana', password: ' ' })).toEqual({});
  });

  it('asks for all four registration fields in the spec words', () => {
    expect(validateRegistration({})).toEqual({
      firstName: 'An valid first name is required.',
      lastName: 'An valid name is required.',
      username: 'An valid username is required.',
      password: 'Password is required.',
    });
  });

  it('applies the username and password rules of decisions.md', () => {
    const base = { firstName: 'Ana', lastName: 'Pop', token: '' };
    expect(validateRegistration({ ...base, username: 'ab', password: 'longenough' }).username).toBe(
      signInMessages.registration.usernameFormat,
    );
    expect(validateRegistration({ ...base, username: 'ana pop', password: 'longenough' }).username).toBe(
      signInMessages.registration.usernameFormat,
    );
    expect(validateRegistration({ ...base, username: 'ana.pop-1_x', password: 'short' }).password).toBe(
      signInMessages.registration.passwordLength,
    );
    expect(validateRegistration({ ...base, username: 'ana.pop-1_x', password: 'x'.repeat(129) }).password).toBe(
      signInMessages.registration.passwordLength,
    );
    expect(validateRegistration({ ...base, username: 'ana.pop-1_x', password: 'x'.repeat(8) })).toEqual({});
  });

  it('limits names to 100 characters', () => {
    expect(validateSubject({ name: 'x'.repeat(101) }).name).toBe('Must be at most 100 characters.');
    expect(validateSubject({ name: ' Fizică ' })).toEqual({});
    expect(validateSubject({ name: ' ' }).name).toBe('Subject name is required.');
  });

  it('checks teachers: names, enums, optional degree and years of service', () => {
    expect(validateTeacher({ firstName: '', lastName: '' })).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      gender: 'Gender is required.',
      position: 'Position is required.',
    });
    const teacher = { firstName: 'Ana', lastName: 'Pop', gender: 'FEMALE', position: 'TEACHER' } as const;
    expect(validateTeacher({ ...teacher, degree: null, yearsOfService: null })).toEqual({});
    expect(validateTeacher({ ...teacher, yearsOfService: 61 }).yearsOfService).toBe(schoolDataMessages.teacher.yearsOfService);
    expect(validateTeacher({ ...teacher, yearsOfService: 2.5 }).yearsOfService).toBe(schoolDataMessages.teacher.yearsOfService);
    expect(validateTeacher({ ...teacher, degree: 'III' as never }).degree).toBe(schoolDataMessages.teacher.degree);
  });

  it('checks classes: name and education type required', () => {
    expect(validateClass({ name: '' })).toEqual({
      name: 'Name is required.',
      educationType: 'Education type is required.',
    });
    expect(validateClass({ name: 'V A', educationType: 'HIGH_SCHOOL', number: 5 })).toEqual({});
    expect(validateClass({ name: 'V A', educationType: 'HIGH_SCHOOL', number: -1 }).number).toBe(schoolDataMessages.schoolClass.number);
  });

  it('requires every About us field with its own message, a valid email and coordinates in range', () => {
    const empty = Object.fromEntries(Object.keys(aboutUs).map((key) => [key, ' '])) as AboutUs;
    expect(Object.values(validateAboutUs(empty))).toEqual([
      'Name is required.',
      'Description is required.',
      'History is required.',
      'Email is required.',
      'Phone is required.',
      'Fax is required.',
      'Address is required.',
      'City is required.',
      'Region is required.',
      'Country is required.',
      'Latitude is required.',
      'Longitude is required.',
    ]);
    expect(validateAboutUs(aboutUs)).toEqual({});
    expect(validateAboutUs({ ...aboutUs, email: 'nope' }).email).toBe(schoolDataMessages.aboutUs.emailFormat);
    expect(validateAboutUs({ ...aboutUs, latitude: '91' }).latitude).toBe(schoolDataMessages.aboutUs.latitudeRange);
    expect(validateAboutUs({ ...aboutUs, longitude: '12,5' }).longitude).toBe(schoolDataMessages.aboutUs.longitudeRange);
  });

  it('refuses names with control or format characters, or with nothing visible, with the field message', () => {
    const invisible = ['\u200b', ' \u200b ', '\u200d\u200c', '\u2060', '\ufeff\u200b', '\u0301', '\u3164', '\u2800', '\u00a0'];
    for (const name of invisible) {
      expect(validateSubject({ name }).name).toBe(schoolDataMessages.subject.name);
      expect(validateClass({ name, educationType: 'PRIMARY' }).name).toBe(schoolDataMessages.schoolClass.name);
      expect(validateTeacher({ firstName: name, lastName: name, gender: 'MALE', position: 'TEACHER' })).toMatchObject({
        firstName: schoolDataMessages.teacher.firstName,
        lastName: schoolDataMessages.teacher.lastName,
      });
      expect(validateRegistration({ firstName: name, lastName: name, username: 'ana.pop', password: 'longenough' })).toEqual({
        firstName: signInMessages.registration.firstName,
        lastName: signInMessages.registration.lastName,
      });
    }
    const hidden = ['Fizic\u0103\u200b', 'Ana\u0000', 'Ana\tPop', 'Ana\nPop', '\u202eanA', 'Ana\u00adPop', 'Ana\u2028Pop', 'Ana\ud800'];
    for (const name of hidden) {
      expect(validateSubject({ name }).name).toBe(schoolDataMessages.subject.name);
      expect(validateTeacher({ firstName: name, lastName: 'Pop', gender: 'MALE', position: 'TEACHER' }).firstName).toBe(schoolDataMessages.teacher.firstName);
      expect(validateAboutUs({ ...aboutUs, name }).name).toBe(schoolDataMessages.aboutUs.name);
    }
  });

  it('accepts names a person can read: diacritics, spaces, hyphens, apostrophes, non-Latin letters', () => {
    for (const name of ['Limba și literatura română', 'Ștefan-Ţuţu', "O'Neill", 'Ana Maria', 'Ana\u00a0Maria', 'Ελληνικά', 'Educație fizică și sport', 'Mate 2']) {
      expect(validateSubject({ name })).toEqual({});
      expect(validateTeacher({ firstName: name, lastName: 'Pop', gender: 'MALE', position: 'TEACHER' })).toEqual({});
    }
  });

  it('keeps line breaks in the About us texts, but asks for something visible', () => {
    expect(validateAboutUs({ ...aboutUs, history: 'Înființată în 1897.\nRenovată în 2010.' })).toEqual({});
    expect(validateAboutUs({ ...aboutUs, history: '\u200b\n\u200b' }).history).toBe(schoolDataMessages.aboutUs.history);
  });
});
