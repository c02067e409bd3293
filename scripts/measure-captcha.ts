// How fast a browser checks ALTCHA candidates, on this host and with Chromium's CPU slowed down
// as Lighthouse slows it to emulate a phone: one awaited WebCrypto SHA-256 per candidate (how
// altcha-lib solves) against the synchronous @noble/hashes SHA-256 our captcha worker uses.
// The captcha's cost (src/server/captcha/cost.ts) is chosen from these figures.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { chromium } from '@playwright/test';

const page = `<!doctype html><script type="module">
import { sha256 } from '/noble/sha2.js';
import { bytesToHex, utf8ToBytes } from '/noble/utils.js';
const salt = '0123456789abcdef0123456789abcdef?expires=1800000000';
window.webCryptoRate = async (count) => {
  const encoder = new TextEncoder();
  const started = performance.now();
  for (let n = 0; n < count; n++) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(salt + n));
    Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return count / ((performance.now() - started) / 1000);
};
window.nobleRate = async (count) => {
  const started = performance.now();
  for (let n = 0; n < count; n++) bytesToHex(sha256(utf8ToBytes(salt + n)));
  return count / ((performance.now() - started) / 1000);
};
window.ready = true;
</script>`;

const nobleDir = path.join(process.cwd(), 'node_modules/@noble/hashes');
const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/noble/')) {
    res.setHeader('content-type', 'text/javascript');
    return res.end(fs.readFileSync(path.join(nobleDir, path.basename(req.url))));
  }
  res.setHeader('content-type', 'text/html');
  res.end(page);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
type Rates = {
  webCryptoRate: (n: number) => Promise<number>;
  nobleRate: (n: number) => Promise<number>;
};
try {
  for (const slowdown of [1, 4]) {
    const tab = await browser.newPage();
    await tab.goto(url);
    await tab.waitForFunction(() => 'ready' in window);
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const webCrypto = await tab.evaluate(() => (window as unknown as Rates).webCryptoRate(10_000));
    await tab.evaluate(() => (window as unknown as Rates).nobleRate(20_000));
    const noble = await tab.evaluate(() => (window as unknown as Rates).nobleRate(200_000));
    console.log(
      `CPU ${slowdown}x: WebCrypto ${Math.round(webCrypto)}/s, @noble/hashes ${Math.round(noble)}/s: ` +
        `a maxNumber of ${Math.round(noble * 2)} takes 1 s on average with @noble/hashes`,
    );
    await tab.close();
  }
} finally {
  await browser.close();
  server.close();
}
