// MDN HTTP Observatory's scan (its src/scanner/index.js, unchanged in what it tests and how it
// grades) of a host on ports of our choosing: the package's own scan() always asks ports 80 and
// 443. Prints {grade, score, tests}; run as
//   NODE_EXTRA_CA_CERTS=cert.pem node tools/observatory/scan.mjs HOST HTTP_PORT HTTPS_PORT
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
if (!hostname || !httpPort || !httpsPort) {
  console.error('usage: node tools/observatory/scan.mjs HOST HTTP_PORT HTTPS_PORT');
  process.exit(2);
}

const root = path.dirname(
  createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
);
// The HSTS preload list is fetched by the package's install script, which does not run here (it
// reaches the internet); a host on this machine is on no preload list.
const preloadList = path.join(root, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}');

const from = (file) => import(path.join(root, 'src', file));
const { retrieve } = await from('retriever/retriever.js');
const { ALL_TESTS } = await from('constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await from('grader/charts.js');
const { getGradeForScore, getScoreModifier } = await from('grader/grader.js');

const retrieved = await retrieve(hostname, { httpPort, httpsPort });
if (!retrieved.responses.auto) throw new Error(`${hostname} did not answer`);

let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const result = test(retrieved);
  if (result.result) {
    const modifier = getScoreModifier(result.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests[result.constructor.name] = { result: result.result, pass: result.pass, modifier };
  }
}
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
console.log(JSON.stringify({ grade, score, status: retrieved.responses.auto.status, tests }));
