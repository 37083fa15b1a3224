// The host's section server of `npm start` (scripts/sectionServer.mjs) as its own process, for
// the fault tests (jest's CommonJS runtime cannot load @fastify/static's ES-module dependencies).
//   node hostServer.mjs <root> <port> <api url>
// Prints "listening" once it answers; SIGTERM closes it.
import { startSectionServer } from '../../../../scripts/sectionServer.mjs';

const [root, port, apiUpstream] = process.argv.slice(2);
const server = await startSectionServer({ name: 'host', root, port: Number(port), host: '127.0.0.1', apiUpstream });
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.stdout.write('listening\n');
