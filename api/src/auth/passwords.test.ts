import { loadConfig } from '../config';
import { testHashing } from '../testing/testConfig';
import { hashPassword, parseHashParams, productionScryptParams, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 by default and in the loaded configuration', async () => {
    expect(productionScryptParams).toEqual({ N: 131072, r: 8, p: 1 });
    expect(loadConfig({ SESSION_SECRET: 'x' }).passwordHashing).toEqual(productionScryptParams);
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$1\$N=131072,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
  });

  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('parolă cu diacritice', testHashing);
    const second = await hashPassword('parolă cu diacritice', testHashing);
    expect(first).not.toBe(second);
    expect(await verifyPassword('parolă cu diacritice', first)).toBe(true);
    expect(await verifyPassword('parola cu diacritice', first)).toBe(false);
    expect(await verifyPassword('parolă cu diacritice ', first)).toBe(false);
  });

  it('reads the cost from the stored hash, and refuses what it does not know', async () => {
    expect(parseHashParams(await hashPassword('x', testHashing))).toEqual(testHashing);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$2$N=1024,r=8,p=1$aa$bb')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$N=abc,r=8,p=1$aa$bb')).toBe(false);
  });
});
