// The rules of the public forms, in Romanian, and the admin list's query.
import { validate } from './validate';
import {
  messageListQuerySchema,
  messageStatusInputSchema,
  photoTakedownSchema,
  publicInformationRequestSchema,
  visitorMessageInputSchema,
} from './visitorMessageSchema';

const request = { kind: 'PUBLIC_INFORMATION_REQUEST', name: ' Ana Pop ', email: 'ana@example.ro', request: 'Bugetul pe 2026.' };

it('accepts a Law 544 request, trimmed, and refuses each missing field with its Romanian message', () => {
  expect(validate(publicInformationRequestSchema, request)).toMatchObject({ valid: true, value: { ...request, name: 'Ana Pop', website: null } });
  expect(validate(publicInformationRequestSchema, { kind: 'PUBLIC_INFORMATION_REQUEST', name: '', email: 'ana', request: '  ' }).errors).toEqual({
    name: 'Scrieți numele dumneavoastră.',
    email: 'Adresa de e-mail trebuie să aibă forma nume@exemplu.ro.',
    request: 'Scrieți ce informații de interes public solicitați.',
  });
  expect(validate(publicInformationRequestSchema, { ...request, request: 'x'.repeat(5001) }).errors).toEqual({
    request: 'Textul poate avea cel mult 5000 de caractere.',
  });
});

it('refuses a filled hidden field and an unknown kind', () => {
  expect(validate(visitorMessageInputSchema, { ...request, website: 'http://spam.example' }).errors).toEqual({ website: 'Lăsați gol câmpul ascuns.' });
  expect(validate(visitorMessageInputSchema, { ...request, kind: 'SPAM' }).errors).toEqual({ kind: 'Tipul mesajului nu este cunoscut.' });
  expect(validate(visitorMessageInputSchema, {}).errors).toEqual({ kind: 'Tipul mesajului nu este cunoscut.' });
});

it('needs the gallery, the photo and the reason of a takedown request', () => {
  const verdict = validate(photoTakedownSchema, { kind: 'PHOTO_TAKEDOWN', name: 'Ana', email: 'ana@example.ro', gallery: '', photo: '', reason: '' });
  expect(Object.keys(verdict.errors).sort()).toEqual(['gallery', 'photo', 'reason']);
});

it('reads the list query with its defaults and refuses what is not a number or a known value', () => {
  expect(validate(messageListQuerySchema, {})).toMatchObject({ valid: true, value: { page: 1, pageSize: 50 } });
  expect(validate(messageListQuerySchema, { kind: 'PHOTO_TAKEDOWN', status: 'NEW', page: '2', pageSize: '20' }).value).toEqual({
    kind: 'PHOTO_TAKEDOWN',
    status: 'NEW',
    page: 2,
    pageSize: 20,
  });
  expect(Object.keys(validate(messageListQuerySchema, { kind: 'X', status: 'DONE', page: '0', pageSize: '500' }).errors).sort()).toEqual([
    'kind',
    'page',
    'pageSize',
    'status',
  ]);
  expect(validate(messageStatusInputSchema, { status: 'CLOSED' }).errors).toEqual({ status: 'Status must be one of NEW, IN_PROGRESS, ANSWERED.' });
});

it('takes an e-mail address as an address only: no query, header or second address rides along', () => {
  for (const email of ['ana@example.ro', 'ana.maria+scoala@mail.example.ro', "o'neill@example.co.uk", 'ion@școală.ro', 'a_b-c@sub-domeniu.example']) {
    expect(validate(publicInformationRequestSchema, { ...request, email }).errors).toEqual({});
  }
  for (const email of [
    'parent@example.ro?bcc=attacker%40evil.example&subject=Urgent',
    'parent@example.ro&cc=attacker@evil.example',
    'parent@example.ro,attacker@evil.example',
    'parent@example.ro>',
    '<parent@example.ro>',
    'parent@example.ro#x',
    'parent@-example.ro',
    'parent@example..ro',
    'parent@example.ro.',
    'parent@example',
    'Ana <ana@example.ro>',
  ]) {
    expect(validate(publicInformationRequestSchema, { ...request, email }).errors).toEqual({ email: 'Adresa de e-mail trebuie să aibă forma nume@exemplu.ro.' });
  }
  // A line break is refused before the form is judged, as in every one-line field.
  expect(validate(publicInformationRequestSchema, { ...request, email: 'ana@example.ro\r\nBcc: attacker@evil.example' }).valid).toBe(false);
});
