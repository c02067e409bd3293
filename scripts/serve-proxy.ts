// npm run serve:proxy: deploy/nginx.conf in front of the app. The app must already run on PORT
// (`npm start`), or its instances on the ports of APP_PORTS (3000,3001); nginx listens on
// PROXY_PORT. Stops with the process (Ctrl+C).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type ProxySettings = {
  /** The app instances' ports on 127.0.0.1. */
  appPorts: number[];
  proxyPort: number;
  host: string;
  runDir: string;
};

/** deploy/nginx.conf with its placeholders filled in, written to runDir/nginx.conf. */
export function writeProxyConfig(settings: ProxySettings): string {
  mkdirSync(settings.runDir, { recursive: true });
  // nginx's workers run as another user when it is started as root: they must reach this folder.
  chmodSync(settings.runDir, 0o755);
  const template = readFileSync(path.join(process.cwd(), 'deploy/nginx.conf'), 'utf8');
  const config = template
    .replaceAll('{{RUN_DIR}}', settings.runDir)
    .replaceAll(
      '{{APP_SERVERS}}',
      settings.appPorts
        .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`)
        .join('\n'),
    )
    .replaceAll('{{PROXY_PORT}}', String(settings.proxyPort))
    .replaceAll('{{PROXY_HOST}}', settings.host);
  const file = path.join(settings.runDir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

export function startProxy(settings: ProxySettings) {
  const config = writeProxyConfig(settings);
  return spawn(process.env.NGINX ?? 'nginx', ['-c', config, '-p', settings.runDir], {
    stdio: 'inherit',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const settings: ProxySettings = {
    appPorts: (process.env.APP_PORTS ?? process.env.PORT ?? '3000').split(',').map(Number),
    proxyPort: Number(process.env.PROXY_PORT ?? 8080),
    host: process.env.PROXY_HOST ?? '0.0.0.0',
    runDir: path.resolve(process.env.PROXY_RUN_DIR ?? '.proxy'),
  };
  const nginx = startProxy(settings);
  console.log(
    `nginx on http://${settings.host}:${settings.proxyPort} in front of the app on port ${settings.appPorts.join(', ')}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => nginx.kill('SIGQUIT'));
  }
  nginx.on('exit', (code) => process.exit(code ?? 0));
}
