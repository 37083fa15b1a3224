import fc from 'fast-check';
import { createXsrfToken, verifyXsrfToken } from './xsrfToken';

describe('XSRF token signing', () => {
  it('verifies a token for the session it was made for, and for no other', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (session, other) => {
        const token = createXsrfToken('secret', session);
        expect(verifyXsrfToken('secret', session, token)).toBe(true);
        if (other !== session) expect(verifyXsrfToken('secret', other, token)).toBe(false);
        expect(verifyXsrfToken('another secret', session, token)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('is random each time', () => {
    expect(createXsrfToken('secret', 's')).not.toBe(createXsrfToken('secret', 's'));
  });

  it('refuses tampered, truncated or missing tokens', () => {
    const token = createXsrfToken('secret', 's');
    const [random, signature] = token.split('.') as [string, string];
    expect(verifyXsrfToken('secret', 's', undefined)).toBe(false);
    expect(verifyXsrfToken('secret', 's', '')).toBe(false);
    expect(verifyXsrfToken('secret', 's', random)).toBe(false);
    expect(verifyXsrfToken('secret', 's', `x${random}.${signature}`)).toBe(false);
    expect(verifyXsrfToken('secret', 's', `${random}.${signature.slice(1)}`)).toBe(false);
    expect(verifyXsrfToken('secret', 's', `${token}.extra`)).toBe(false);
  });
});
