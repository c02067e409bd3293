// The render under way (render-context.ts), read through globalThis so that code bundled for the
// browser as well needs none of Node's modules; undefined in the browser and outside a render.
type Store = { getStore(): { pathname: string; tags: Set<string> } | undefined };

export const pageRenderUnderWay = () =>
  (globalThis as { [key: symbol]: Store | undefined })[Symbol.for('site.page-render')]?.getStore();
