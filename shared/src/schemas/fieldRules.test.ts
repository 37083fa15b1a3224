// What the field rules do to a value beyond refusing it: trimming (passwords excepted), reading a
// relation as a reference, and filling in an absent value.
import * as z from 'zod/mini';
import { classBodySchema } from './classSchema';
import { validate } from './validate';
import { cleanText, reference } from './fieldRules';
import { registrationSchema } from './userSchema';
import { schoolDataMessages } from '../messages/schoolDataMessages';

describe('the field rules', () => {
  it('trims strings except passwords', () => {
    const registration = { firstName: ' Ana ', lastName: 'Pop ', username: ' ana.pop ', password: ' secret pass ' };
    expect(validate(registrationSchema, registration).value).toEqual({
      firstName: 'Ana',
      lastName: 'Pop',
      username: 'ana.pop',
      password: ' secret pass ',
    });
  });

  it('keeps free text without controls, NUL, bidirectional overrides and lone surrogates; line breaks, tabs and emoji stay', () => {
    const text = z.object({ text: cleanText() });
    expect(validate(text, { text: ' a\u0000b\u0007c\u007fd\u0085e\u202ef\u2066g\u2069h\ud800i\tj\nk\r\nl 👩\u200d🏫 ' }).value).toEqual({
      text: 'abcdefghi\tj\nk\r\nl 👩\u200d🏫',
    });
  });

  it('reads references as an id, null for none, and refuses anything else with the field message', () => {
    const body = z.object({ subject: reference(schoolDataMessages.teacher.subject) });
    expect(validate(body, { subject: { id: 3, name: 'ignored' } }).value).toEqual({ subject: { id: 3 } });
    expect(validate(body, { subject: null }).value).toEqual({ subject: null });
    expect(validate(body, {}).value).toEqual({ subject: null });
    for (const subject of [3, '3', { id: '3' }, { id: 0 }, { id: 1.5 }, { id: 2147483648 }, [{ id: 3 }], {}]) {
      expect(validate(body, { subject })).toMatchObject({ valid: false, errors: { subject: schoolDataMessages.teacher.subject } });
    }
  });

  it('fills in only the absent or null values that have a default', () => {
    expect(validate(classBodySchema, { name: 'V A', number: null, educationType: null, master: null }).value).toEqual({
      name: 'V A',
      number: 0,
      educationType: 'PRIMARY',
      master: null,
    });
    expect(validate(classBodySchema, { name: 'V A' }).value).toEqual({ name: 'V A', number: 0, educationType: 'PRIMARY', master: null });
  });
});
