import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

import { islandPolicy, islandScript } from '@/islands/policies';
import { toSendable } from '@/islands/serialized-props';

import { currentPageRender } from './render-context';
import { PathnameContext } from './shims/pathname-context';

/**
 * A client component as an island (the server build wraps each one a page imports: see
 * build/islands-plugin.ts): its HTML rendered apart, as the browser will hydrate it, inside a
 * <site-island> that names its file, props and policy. A static one is just rendered.
 */
export function island<P extends object>(id: string, Component: ComponentType<P>) {
  const policy = islandPolicy(id);
  if (policy === 'static') return Component;
  const [file, name] = (islandScript(id) ?? id).split('#') as [string, string];
  const script = islandScript(id) !== undefined;
  function Island(props: P) {
    const render = currentPageRender();
    const src = render.manifest.islands[file];
    if (!src) throw new Error(`No built island for ${file}`);
    render.islands++;
    if (script)
      return createElement('site-island', {
        'data-src': src,
        'data-export': name,
        'data-when': policy,
        'data-kind': 'script',
        'data-props': JSON.stringify(toSendable(props, id)),
      });
    // React's generated ids (useId) start with this, in the server HTML and in the browser.
    const prefix = `i${render.islands}-`;
    const html = renderToString(
      createElement(PathnameContext, { value: render.pathname }, createElement(Component, props)),
      { identifierPrefix: prefix },
    );
    return createElement('site-island', {
      'data-src': src,
      'data-export': name,
      'data-when': policy,
      'data-prefix': prefix,
      'data-props': JSON.stringify(toSendable(props, id)),
      dangerouslySetInnerHTML: { __html: html },
    });
  }
  Island.displayName = `Island(${id})`;
  return Island;
}
