import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { inlineScriptHashes, isFrameworkScript } from './inline-script-hashes.mjs';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const script = (code: string, attributes = '') => `<script${attributes}>${code}</script>`;

// Scripts as Next 16 and React 19 write them into a page.
const flightStart = '(self.__next_f=self.__next_f||[]).push([0])';
const flightData = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const chunkList =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const revealTimer = 'requestAnimationFrame(function(){$RT=performance.now()});';
const revealCall = '$RC("B:1","S:1")';

describe('inlineScriptHashes', () => {
  it("hashes the framework's inline scripts, each once, in page order", () => {
    const html = [flightStart, flightData, flightData, chunkList, revealTimer, revealCall]
      .map((code) => script(code))
      .join('');
    expect(inlineScriptHashes(`<html><body>${html}</body></html>`)).toEqual(
      [flightStart, flightData, chunkList, revealTimer, revealCall].map(hash),
    );
  });

  it('leaves out external scripts, data blocks and any other inline script', () => {
    const html = [
      script('', ' src="/_next/static/chunks/a.js" async=""'),
      script('{"@context":"https://schema.org"}', ' type="application/ld+json"'),
      script('alert(document.cookie)'),
      script(flightData),
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash(flightData)]);
  });

  it('refuses code dressed as page data or as one of React’s instructions', () => {
    for (const code of [
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push(alert(1))',
      '$RC("B:1","S:1");alert(1)',
      '$RC(alert(1))',
      '$RX=function(){alert(1)};$RX()',
      `${revealTimer}alert(1)`,
      '',
    ])
      expect(isFrameworkScript(code), code).toBe(false);
  });

  it("accepts React's instruction calls with string and array arguments", () => {
    expect(isFrameworkScript('$RC("B:0","S:0");$RR("B:1","S:1",[["/a.css","high"]])')).toBe(true);
    expect(isFrameworkScript('$RX("B:2","digest","message (with a paren)")')).toBe(true);
  });
});
