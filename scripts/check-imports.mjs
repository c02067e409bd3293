// npm run lint:imports: the import rules of .dependency-cruiser.cjs over src, and one rule they
// cannot say: no two folders of src/server import each other. A folder is a layer; a tie both ways
// means neither can be read, tested or moved without the other (the composition root,
// src/server/composition, is where features are bound together instead).
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig('tsconfig.json');
const { output } = await cruise(['src'], { ...options, outputType: 'json' }, undefined, {
  tsConfig,
});
const result = JSON.parse(String(output));

const rules = await format(result, { outputType: 'err' });
if (rules.exitCode !== 0) process.stdout.write(String(rules.output));

/** The folder of src/server a module is in, or the module itself when it sits at the top. */
const serverPart = (path) => /^src\/server\/([^/]+(?=\/)|[^/]+$)/.exec(path)?.[1];
const ties = new Map();
for (const cruised of result.modules) {
  const from = serverPart(cruised.source);
  if (!from) continue;
  for (const dependency of cruised.dependencies) {
    const to = serverPart(dependency.resolved);
    if (!to || to === from) continue;
    const key = `${from} -> ${to}`;
    if (!ties.has(key)) ties.set(key, `${cruised.source} -> ${dependency.resolved}`);
  }
}
const twoWay = [...ties.keys()]
  .map((key) => key.split(' -> '))
  .filter(([from, to]) => from < to && ties.has(`${to} -> ${from}`));
for (const [a, b] of twoWay)
  console.error(
    `src/server/${a} and src/server/${b} import each other:\n  ${ties.get(`${a} -> ${b}`)}\n  ${ties.get(`${b} -> ${a}`)}`,
  );
if (twoWay.length > 0)
  console.error(`\n${twoWay.length} pair(s) of src/server folders import each other.`);
process.exit(rules.exitCode !== 0 || twoWay.length > 0 ? 1 : 0);
