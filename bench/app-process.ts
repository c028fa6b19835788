import { spawn } from 'node:child_process';

/**
 * `npm start`'s own command (it builds the site first when its sources changed) on a port and data directory, as a
 * process group of its own; resolves when it prints its ready line.
 */
export async function startApp(port: number, dataDir: string): Promise<{ stop: () => Promise<void> }> {
  const child = spawn('npx', ['tsx', 'infra/local/main.ts', '--port', String(port), '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output = (output + chunk).slice(-20_000);
      if (output.includes('Plume est prêt')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-20_000)));
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
  });
  let stopping = false;
  // An app that ends during a run says why (its last output), rather than leaving the bench to meet refused connections.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The app ended during the run (${code ?? signal}); its last output:\n${output.slice(-6_000)}`);
  });
  return {
    stop: async () => {
      stopping = true;
      // Already gone (it can end during a run: its exit event is then past, and waiting for it would never end).
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // the group has ended meanwhile
        }
      };
      signal('SIGINT');
      // A local cloud that has not stopped 10 s after SIGINT is killed: a bench run must end.
      const killed = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    },
  };
}
