// The front over each protocol a visitor's browser speaks, for `npm run bench`: one page over plain
// HTTP/1.1, HTTPS (HTTP/1.1 over TLS) and HTTP/2, every run on 50 kept-alive connections. Each is held against nginx serving the same bytes as a
// file over the same protocol. HTTP/2 needs h2load (Debian's nghttp2-client).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { load, startStaticFiles, staticPath, type Load } from './bench-front';
import { selfSignedCertificate, startProxy } from './serve-proxy';

const protocols = ['HTTP/1.1', 'HTTPS', 'HTTP/2'] as const;
type Protocol = (typeof protocols)[number];
const hasH2load = spawnSync('h2load', ['--version']).error === undefined;

/**
 * h2load: 50 connections, one stream each, 900 requests on each (nginx ends a connection after
 * 1,000, and h2load does not open another); fails on any failed request.
 */
function loadHttp2(url: string): Load {
  const run = spawnSync(
    'h2load',
    ['-c50', '-m1', '-t2', `-n${50 * 900}`, '-H', 'accept-encoding: gzip', url],
    { encoding: 'utf8' },
  );
  const out = run.stdout;
  const rps = Number(/finished in [\d.]+\w+, ([\d.]+) req\/s/.exec(out)?.[1]);
  const failed = Number(/(\d+) failed/.exec(out)?.[1] ?? 1);
  const non2xx = Number(
    /status codes: \d+ 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/.exec(out)?.[3] ?? 1,
  );
  if (run.status !== 0 || failed || non2xx || !rps) throw new Error(`${url}:\n${out}${run.stderr}`);
  // h2load reports no percentiles: the table says n/a.
  return { rps, p99: Number.NaN };
}

export type ProtocolRow = { request: string; protocol: Protocol; file: Load; front: Load };

/** Measures `page` through a front of its own on `ports` (four ports). */
export async function measureProtocols(options: {
  appPort: number;
  page: string;
  ports: [number, number, number, number];
  runDir: string;
  seconds: number;
  rounds: number;
}): Promise<ProtocolRow[]> {
  const { appPort, page, runDir, seconds, rounds } = options;
  const [staticPort, staticTlsPort, frontPort, frontTlsPort] = options.ports;
  const answers = new Map<string, string>();
  answers.set(page, await (await fetch(`http://127.0.0.1:${appPort}${page}`)).text());
  const certificate = selfSignedCertificate(runDir);
  const files = startStaticFiles(answers, staticPort, path.join(runDir, 'protocol-files'), {
    port: staticTlsPort,
    ...certificate,
  });
  const plainFront = startProxy({
    appPorts: [appPort],
    proxyPort: frontPort,
    host: '127.0.0.1',
    runDir: path.join(runDir, 'protocol-front'),
  });
  // With a certificate the front redirects its plain port, so HTTPS has a front of its own.
  const tlsFront = startProxy({
    appPorts: [appPort],
    proxyPort: frontPort + 100,
    host: '127.0.0.1',
    runDir: path.join(runDir, 'protocol-front-tls'),
    tls: { port: frontTlsPort, ...certificate },
  });
  const ports = {
    file: { plain: staticPort, tls: staticTlsPort },
    front: { plain: frontPort, tls: frontTlsPort },
  };
  const paths = { file: staticPath(page), front: page };
  const url = (target: 'file' | 'front', protocol: Protocol) => {
    const plain = protocol === 'HTTP/1.1';
    const port = ports[target][plain ? 'plain' : 'tls'];
    return `${plain ? 'http' : 'https'}://127.0.0.1:${port}${paths[target]}`;
  };
  const run = (target: 'file' | 'front', protocol: Protocol, s: number) =>
    protocol === 'HTTP/2' ? loadHttp2(url(target, protocol)) : load(url(target, protocol), s);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const measured = protocols.filter((p) => p !== 'HTTP/2' || hasH2load);
    const rows: ProtocolRow[] = [];
    for (const protocol of measured) {
      for (const target of ['file', 'front'] as const) await run(target, protocol, 2);
      const sums = { file: [] as Load[], front: [] as Load[] };
      for (let round = 0; round < rounds; round++)
        for (const target of ['file', 'front'] as const)
          sums[target].push(await run(target, protocol, seconds));
      const mean = (xs: Load[]): Load => ({
        rps: xs.reduce((sum, x) => sum + x.rps, 0) / xs.length,
        p99: Math.max(...xs.map((x) => x.p99)),
      });
      rows.push({ request: page, protocol, file: mean(sums.file), front: mean(sums.front) });
      console.log(`${protocol}: ${Math.round(rows.at(-1)!.front.rps)} req/s through the front`);
    }
    return rows;
  } finally {
    files.kill('SIGQUIT');
    plainFront.kill('SIGQUIT');
    tlsFront.kill('SIGQUIT');
  }
}

export function protocolTable(rows: ProtocolRow[]): string {
  const p99 = (x: Load) => (Number.isNaN(x.p99) ? 'n/a' : String(Math.round(x.p99)));
  return [
    '| request | protocol | file req/s | p99 ms | front req/s | p99 ms | front / file |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.request} | ${r.protocol} | ${Math.round(r.file.rps)} | ${p99(r.file)} | ${Math.round(r.front.rps)} | ${p99(r.front)} | ${(r.front.rps / r.file.rps).toFixed(2)} |`,
    ),
  ].join('\n');
}

export const protocolNote = hasH2load
  ? ''
  : ' HTTP/2 was not measured: install h2load (nghttp2-client).';
