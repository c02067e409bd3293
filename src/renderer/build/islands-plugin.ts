import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

import { islandScriptFiles } from '../../islands/policies.ts';

// Every client component ('use client') under the public components is an island. In the server
// build, a page that imports one gets it wrapped (island.tsx): rendered on the server, marked for
// the runtime, hydrated in the browser when its policy says (src/islands/policies.ts). A client module
// imported by another client module is left alone: it is part of that island. In the browser build
// each such module is an entry of its own, loaded by the runtime when an island of it wakes.

/** Where the browser half is served from: beside Next's build files (security-headers.ts). */
export const ISLANDS_BASE = '/_next/static/islands/';
/** Written by the browser build, read by the renderer: which file is each entry. */
export const ISLANDS_MANIFEST = 'islands.json';

const ROOTS = ['src/components/site', 'src/components/ui'];
const ENTRY_PREFIX = 'virtual:island/';
const WRAPPED_PREFIX = '\0island-wrapped:';
const RUNTIME = 'src/islands/runtime.ts';
const STYLESHEET = 'src/app/globals.css';
const CLIENT_DIRECTIVE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;

export type IslandsManifest = {
  runtime: string;
  /** The runtime's code, which the built pages carry inline (a page starts with no request). */
  runtimeCode?: string;
  stylesheet: string;
  /** Module path (from the project's root) to the file that loads it in the browser. */
  islands: Record<string, string>;
};

const root = process.cwd();
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

const clientCache = new Map<string, boolean>();
function isClientModule(file: string): boolean {
  let known = clientCache.get(file);
  if (known === undefined) {
    const inRoots = ROOTS.some((dir) => relative(file).startsWith(`${dir}/`));
    known = inRoots && /\.tsx?$/.test(file) && CLIENT_DIRECTIVE.test(readFileSync(file, 'utf8'));
    clientCache.set(file, known);
  }
  return known;
}

function listClientModules(): string[] {
  return ROOTS.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(root, dir, name))
      .filter(isClientModule),
  ).sort();
}

/** The exported values of a client module (its components), read from its source. */
function exportedValues(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const names = [...source.matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)];
  return names.map((match) => match[1]!);
}

function wrappedModule(file: string): string {
  const id = relative(file);
  const exports = exportedValues(file).map(
    (name) =>
      `export const ${name} = island(${JSON.stringify(`${id}#${name}`)}, original.${name});`,
  );
  return [
    `import * as original from ${JSON.stringify(file)};`,
    `import { island } from ${JSON.stringify(path.join(root, 'src/renderer/island.tsx'))};`,
    ...exports,
  ].join('\n');
}

const entryName = (id: string) => id.replace(/^src\/components\//, '').replace(/\.tsx?$/, '');

export function islands(): Plugin {
  return {
    name: 'site-islands',
    enforce: 'pre',
    config(config, { isSsrBuild }) {
      if (isSsrBuild) return;
      const input: Record<string, string> = { runtime: RUNTIME, site: STYLESHEET };
      for (const file of listClientModules())
        input[entryName(relative(file))] = `${ENTRY_PREFIX}${relative(file)}`;
      // The islands that are plain scripts: their own files, without React.
      for (const file of islandScriptFiles()) input[`scripts/${path.basename(file, '.ts')}`] = file;
      return {
        build: {
          rollupOptions: {
            input,
            preserveEntrySignatures: 'exports-only',
            output: { entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js' },
          },
        },
      };
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(ENTRY_PREFIX)) return `\0${source}`;
      if (!options.ssr || !importer || importer.startsWith(WRAPPED_PREFIX)) return null;
      if (importer.startsWith('\0') || isClientModule(importer.split('?')[0]!)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isClientModule(resolved.id)) return null;
      return `${WRAPPED_PREFIX}${resolved.id}`;
    },
    load(id) {
      if (id.startsWith(WRAPPED_PREFIX)) return wrappedModule(id.slice(WRAPPED_PREFIX.length));
      if (id.startsWith(`\0${ENTRY_PREFIX}`)) {
        const file = path.join(root, id.slice(ENTRY_PREFIX.length + 1));
        return [
          `export * as module from ${JSON.stringify(file)};`,
          `export { hydrateIsland } from ${JSON.stringify(path.join(root, 'src/islands/hydrate.tsx'))};`,
        ].join('\n');
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const manifest: IslandsManifest = { runtime: '', stylesheet: '', islands: {} };
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset') {
          if (output.fileName.endsWith('.css'))
            manifest.stylesheet = ISLANDS_BASE + output.fileName;
          continue;
        }
        if (!output.isEntry || !output.facadeModuleId) continue;
        const facade = output.facadeModuleId;
        if (facade.startsWith(`\0${ENTRY_PREFIX}`))
          manifest.islands[facade.slice(ENTRY_PREFIX.length + 1)] = ISLANDS_BASE + output.fileName;
        else if (relative(facade) === RUNTIME) {
          if (output.imports.length > 0 || output.code.includes('</script'))
            throw new Error(`${RUNTIME} must build into one file that can be put in a page`);
          manifest.runtime = ISLANDS_BASE + output.fileName;
          manifest.runtimeCode = output.code.trim();
        } else if (islandScriptFiles().includes(relative(facade)))
          manifest.islands[relative(facade)] = ISLANDS_BASE + output.fileName;
      }
      this.emitFile({
        type: 'asset',
        fileName: ISLANDS_MANIFEST,
        source: JSON.stringify(manifest, null, 2),
      });
    },
  };
}
