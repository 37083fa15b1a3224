/* global describe, it, expect -- jest's globals */
// The sections' layout: the ports every composition moves together, and the body of /remotes.json.
const { portsFrom, portsFromEnv, remotesConfig } = require('./sections');

describe('the sections layout', () => {
  it('moves every port from one base, keeping their distances', () => {
    expect(portsFrom(3000)).toEqual({ host: 3000, public: 3001, auth: 3002, admin: 3003, api: 4000 });
    expect(portsFrom(8080)).toEqual({ host: 8080, public: 8081, auth: 8082, admin: 8083, api: 9080 });
  });

  it('takes each port from its environment key when set', () => {
    expect(portsFromEnv({})).toEqual(portsFrom(3000));
    expect(portsFromEnv({ PORT: '5000', REMOTE_AUTH_PORT: '5002', API_PORT: '6000' })).toEqual({ host: 5000, public: 3001, auth: 5002, admin: 3003, api: 6000 });
  });

  it('answers /remotes.json with each remote at its address, else on localhost at its port', () => {
    expect(remotesConfig(portsFrom(3100), { REMOTE_ADMIN_URL: 'https://admin.school.example/sections//' })).toEqual({
      remotes: [
        { section: 'public', name: 'remote_public', entry: 'http://localhost:3101/remoteEntry.js', type: 'global' },
        { section: 'auth', name: 'remote_auth', entry: 'http://localhost:3102/remoteEntry.js', type: 'global' },
        { section: 'admin', name: 'remote_admin', entry: 'https://admin.school.example/sections/remoteEntry.js', type: 'global' },
      ],
    });
  });
});
