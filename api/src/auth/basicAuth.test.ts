import { parseBasicAuthorization } from './basicAuth';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('HTTP Basic credentials', () => {
  it('splits at the first colon, trims the username and keeps the password as sent', () => {
    expect(parseBasicAuthorization(basic(' ana :pa:ss '))).toEqual({ username: 'ana', password: 'pa:ss ' });
    expect(parseBasicAuthorization(basic('ștefan:parolă'))).toEqual({ username: 'ștefan', password: 'parolă' });
    expect(parseBasicAuthorization(`basic ${Buffer.from('a:b').toString('base64')}`)).toEqual({ username: 'a', password: 'b' });
  });

  it('answers undefined for anything else', () => {
    expect(parseBasicAuthorization(undefined)).toBeUndefined();
    expect(parseBasicAuthorization('Bearer x')).toBeUndefined();
    expect(parseBasicAuthorization(basic('no-colon'))).toBeUndefined();
    expect(parseBasicAuthorization('Basic !!!')).toBeUndefined();
  });
});
