// The composed site is also a county's platform (PLATFORM_HOST), whose schools the platform step
// adds (e2e/deployment/platform.spec.ts). Each school's domain, and the platform's own host, is a
// loopback address of its own on the host's port (http://127.0.0.2:8080/home), led to the host's
// nginx on 127.0.0.1 as a county's DNS leads every domain to its one nginx: the connection is
// passed through untouched, so nginx and the API see the Host the browser wrote (127.0.0.2:8080).
// Until the first school is added the site is one school on any host, as every earlier step
// expects.
import net from 'node:net';

/** Where the operator signs in and runs the console. */
export const PLATFORM_HOST = '127.0.0.4';

/** The two schools the test adds through the console's API, and the third it adds on the console's screen. */
export const SCHOOL_HOSTS = ['127.0.0.2', '127.0.0.3', '127.0.0.5'];

export const OPERATOR_USERNAME = 'operator';

/**
 * Listens on `port` of each address and passes every connection through to 127.0.0.1:`port`;
 * answers close(), which stops listening and ends the connections still open.
 */
export async function forwardToLoopback(addresses, port) {
  const sockets = new Set();
  const servers = await Promise.all(
    addresses.map(
      (address) =>
        new Promise((resolve, reject) => {
          const server = net.createServer((incoming) => {
            const outgoing = net.connect(port, '127.0.0.1');
            for (const socket of [incoming, outgoing]) {
              sockets.add(socket);
              socket.on('close', () => sockets.delete(socket));
              // A reset on one side ends the other; the browser sees a closed connection, as from nginx.
              socket.on('error', () => {
                incoming.destroy();
                outgoing.destroy();
              });
            }
            incoming.pipe(outgoing).pipe(incoming);
          });
          server.once('error', (error) => reject(new Error(`cannot listen on ${address}:${port}: ${error.message}`)));
          server.listen(port, address, () => resolve(server));
        }),
    ),
  );
  return {
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        let open = servers.length;
        for (const server of servers) server.close(() => --open === 0 && resolve());
      }),
  };
}
