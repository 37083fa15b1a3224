// scrypt password hashes in a versioned string that carries its own parameters, so the cost can
// be raised later and old hashes still verify: scrypt$1$N=131072,r=8,p=1$<salt>$<hash>.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** decisions.md: scrypt N=2^17, r=8, p=1. */
export const productionScryptParams: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const keyLength = 32;
const saltLength = 16;
const version = '1';

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // 128 * N * r bytes are needed; Node's default limit (32 MiB) is below that for N=2^17.
  const options: ScryptOptions = { ...params, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = productionScryptParams): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return ['scrypt', version, `N=${params.N},r=${params.r},p=${params.p}`, salt.toString('base64'), key.toString('base64')].join('$');
}

export function parseHashParams(stored: string): ScryptParams | undefined {
  const [scheme, ver, params] = stored.split('$');
  if (scheme !== 'scrypt' || ver !== version || !params) return undefined;
  const values = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
  const parsed = { N: Number(values.N), r: Number(values.r), p: Number(values.p) };
  return [parsed.N, parsed.r, parsed.p].every((n) => Number.isInteger(n) && n > 0) ? parsed : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const params = parseHashParams(stored);
  const [, , , saltText, keyText] = stored.split('$');
  if (!params || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(password, Buffer.from(saltText, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
