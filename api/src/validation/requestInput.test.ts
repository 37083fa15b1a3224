import { ApiError } from '../http/apiError';
import { parseId, readBody, readReference, withoutNulls } from './requestInput';

describe('request input', () => {
  it('accepts positive whole-number ids that fit an integer column', () => {
    expect(parseId({ id: '1' })).toBe(1);
    expect(parseId({ id: '2147483647' })).toBe(2147483647);
    for (const id of ['0', '-1', '01', '1.0', '1e2', ' 1', '2147483648', '', undefined]) {
      expect(() => parseId({ id })).toThrow(ApiError);
    }
  });

  it('trims strings except the named fields and reads non-objects as empty', () => {
    expect(readBody({ a: ' x ', password: ' p ', n: 1 }, ['password'])).toEqual({ a: 'x', password: ' p ', n: 1 });
    expect(readBody(null)).toEqual({});
    expect(readBody('text')).toEqual({});
    expect(readBody([1])).toEqual({});
  });

  it('reads references as an id, null for none, undefined for anything else', () => {
    expect(readReference({ id: 3, name: 'ignored' })).toBe(3);
    expect(readReference(null)).toBeNull();
    expect(readReference(undefined)).toBeNull();
    for (const value of [3, '3', { id: '3' }, { id: 0 }, { id: 1.5 }, [{ id: 3 }], {}]) {
      expect(readReference(value)).toBeUndefined();
    }
  });

  it('drops only the named null fields', () => {
    expect(withoutNulls({ a: null, b: null, c: 1 }, ['a'])).toEqual({ b: null, c: 1 });
  });
});
