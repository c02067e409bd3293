import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Whether a redis-server binary is installed (.ci/run installs Debian's). */
export const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A throwaway Redis on 127.0.0.1 that keeps nothing on disk; stop() ends it. */
export async function startRedis(
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await listening(port)); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
