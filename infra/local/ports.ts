import { createServer, type Server } from 'node:net';

/** Asks the OS for a free loopback port (tests and `--ephemeral-ports` never collide with a running `npm start`). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Listens on 127.0.0.1:`port` and answers the server's URL. With 0 the OS picks a free port as it binds, so clouds
 * starting side by side (the journeys' workers) never race for one that `freePort` saw free a moment earlier; a port
 * already taken is a rejection, not an unhandled error.
 */
export function listenOnLoopback(server: Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
    });
  });
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
