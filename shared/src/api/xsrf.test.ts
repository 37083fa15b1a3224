import { readCookie, xsrfHeaderFor } from './xsrf';

const origin = 'https://scoala.example';

describe('xsrfHeaderFor', () => {
  const cookies = 'theme=dark; XSRF-TOKEN=abc%3D.def; other=1';

  it('echoes the XSRF-TOKEN cookie on writes to the same origin', () => {
    expect(xsrfHeaderFor('POST', '/api/school/subjects', cookies, origin)).toBe('abc=.def');
    expect(xsrfHeaderFor('delete', `${origin}/api/school/subjects/3`, cookies, origin)).toBe('abc=.def');
  });

  it('adds nothing to reads', () => {
    expect(xsrfHeaderFor('GET', '/api/school/subjects', cookies, origin)).toBeUndefined();
  });

  it('never sends the token to another origin', () => {
    expect(xsrfHeaderFor('POST', 'https://elsewhere.example/api', cookies, origin)).toBeUndefined();
  });

  it('answers undefined without the cookie', () => {
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});
