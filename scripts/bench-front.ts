// What `npm run bench` puts in front of the load: nginx serving a page's HTML as a static file
// (the limit any front can reach), and the load generator.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import type { ProxySettings } from './serve-proxy';

export type Load = { rps: number; p99: number };

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
export const loadGenerator = hasWrk
  ? 'wrk (2 threads)'
  : 'autocannon (install wrk: autocannon on one core may be the limit)';

function fileName(page: string): string {
  return page === '/' ? 'index' : page.slice(1).replaceAll('/', '_');
}

/**
 * nginx serving each page's HTML, gzip-compressed ahead as nginx's gzip_static expects; with
 * `tls`, over HTTPS and HTTP/2 on its port too.
 */
export function startStaticFiles(
  pages: Map<string, string>,
  port: number,
  runDir: string,
  tls?: ProxySettings['tls'],
) {
  const root = path.join(runDir, 'static');
  mkdirSync(root, { recursive: true });
  for (const [page, html] of pages) {
    writeFileSync(path.join(root, `${fileName(page)}.html`), html);
    writeFileSync(path.join(root, `${fileName(page)}.html.gz`), gzipSync(html));
  }
  const config = path.join(runDir, 'static.conf');
  writeFileSync(
    config,
    `worker_processes auto; daemon off; pid ${runDir}/static.pid; error_log ${runDir}/static-error.log warn;
events { worker_connections 4096; }
http {
  access_log off; sendfile on; tcp_nopush on; default_type text/html; gzip_static on;
  client_body_temp_path ${runDir}/client-body; proxy_temp_path ${runDir}/proxy-temp;
  fastcgi_temp_path ${runDir}/fastcgi-temp; uwsgi_temp_path ${runDir}/uwsgi-temp; scgi_temp_path ${runDir}/scgi-temp;
  server {
    listen 127.0.0.1:${port};
    ${tls ? `listen 127.0.0.1:${tls.port} ssl http2; ssl_certificate ${tls.certificate}; ssl_certificate_key ${tls.key};` : ''}
    root ${root}; location / { try_files $uri.html =404; } location = / { try_files /index.html =404; }
  }
}
`,
  );
  return spawn(process.env.NGINX ?? 'nginx', ['-c', config, '-p', runDir], { stdio: 'inherit' });
}

/** The URL's path with the static server's file name, for the static target. */
export function staticPath(page: string): string {
  return page === '/' ? '/' : `/${fileName(page)}`;
}

/** 50 connections for `seconds`, gzip accepted; fails on any answer but 2xx or 3xx. */
export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  if (!hasWrk) {
    const result = await autocannon({
      url,
      connections: 50,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip', ...headers },
    });
    if (result.non2xx + result.errors)
      throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { rps: result.requests.average, p99: result.latency.p99 };
  }
  const run = spawnSync(
    'wrk',
    // A 10 s timeout, not wrk's 2 s: a cold server's first answers are slow, not failed.
    [
      '-t2',
      '-c50',
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '--latency',
      '-H',
      'Accept-Encoding: gzip',
      ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
      url,
    ],
    { encoding: 'utf8' },
  );
  const out = run.stdout;
  if (run.status !== 0 || /Non-2xx|Socket errors/.test(out))
    throw new Error(`${url}:\n${out}${run.stderr}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const [, value, unit] = /99%\s+([\d.]+)(us|ms|s)/.exec(out) ?? [];
  const p99 = Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  return { rps, p99 };
}
