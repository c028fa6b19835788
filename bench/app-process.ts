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
      output += chunk;
      if (output.includes('Plume est prêt')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
  });
  return {
    stop: async () => {
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
