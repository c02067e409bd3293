// The public pages' island runtime: the one script a page with islands loads at first. Each
// <site-island> holds its server HTML, the file of its component, its props and when to wake
// (policies.ts). Waking loads that file: a component's brings React the first time and is hydrated,
// a plain script's is started with its props.

type IslandModule = {
  module: Record<string, unknown>;
  hydrateIsland: (component: unknown, element: Element, props: unknown, prefix: string) => void;
};

/** Each island's hydration, once started. */
const woken = new WeakMap<Element, Promise<void>>();
const companions: HTMLElement[] = [];

function wake(island: HTMLElement): Promise<void> {
  let hydrated = woken.get(island);
  if (hydrated) return hydrated;
  const { src, export: name, props, prefix, kind } = island.dataset;
  const given = JSON.parse(props ?? '{}') as unknown;
  const loaded = import(/* @vite-ignore */ src!) as Promise<Record<string, unknown>>;
  hydrated = loaded.then((file) => {
    // A plain script (policies.ts) is started with its props; a component is hydrated.
    if (kind === 'script') (file[name!] as (props: unknown) => unknown)(given);
    else {
      const { module, hydrateIsland } = file as IslandModule;
      hydrateIsland(module[name!], island, given, prefix ?? '');
      for (const companion of companions.splice(0)) void wake(companion);
      release(island);
    }
    // Said on the element: its code has run (what a test waits for instead of a fixed time).
    island.setAttribute('data-awake', '');
  });
  woken.set(island, hydrated);
  return hydrated;
}

type Held = { hold: (event: MouseEvent) => void; click: MouseEvent | null };
/** Clicks on islands not yet hydrated, each island's last one kept to be made again. */
const held = new Map<HTMLElement, Held>();

// A click on a button before an island's code (a menu's button, a form's Send): kept, the island
// woken, and the click made again once it is hydrated, so it does what it would have done with the
// code there. A link, a choice or a box to tick needs no code: the browser does it at once, and
// hydration keeps what was ticked.
const NEEDS_CODE =
  'button, [role="button"], input[type="submit"], input[type="image"], input[type="button"]';

function holdClicks(island: HTMLElement) {
  const state: Held = { hold: () => {}, click: null };
  state.hold = (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(NEEDS_CODE) || target.closest('a[href]'))
      return;
    event.preventDefault();
    event.stopPropagation();
    state.click = event;
    void wake(island);
  };
  held.set(island, state);
  island.addEventListener('click', state.hold, true);
}

function release(island: HTMLElement) {
  const state = held.get(island);
  if (!state) return;
  held.delete(island);
  island.removeEventListener('click', state.hold, true);
  // React hydrates what was clicked at once, then handles the click.
  const { click } = state;
  click?.target?.dispatchEvent(new MouseEvent('click', click));
}

// An island is laid out as its contents (display: contents), so its children are what is seen.
function whenVisible(island: HTMLElement) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void wake(island);
    },
    { rootMargin: '200px' },
  );
  for (const child of island.children) observer.observe(child);
  holdClicks(island);
}

function onInteraction(island: HTMLElement) {
  const start = () => void wake(island);
  for (const type of ['pointerover', 'touchstart', 'focusin'])
    island.addEventListener(type, start, { once: true, passive: true });
  holdClicks(island);
}

// Once loaded, painted and idle. On a fast host `load` and even two animation frames can come
// before the first paint is shown (headless Chromium showed it 30 ms after them), and work started
// then is counted ahead of it: Lighthouse's simulation slowed the page's LCP by 300 ms at 8x. So
// idle work waits for the browser to report the first contentful paint (3 s at most; two frames
// where paint timing is not reported).
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return once();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return void requestAnimationFrame(() => requestAnimationFrame(once));
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, 3000);
}

function whenIdle(island: HTMLElement) {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void wake(island), { timeout: 5000 })
      : setTimeout(() => void wake(island), 500);
  const painted = () => afterFirstPaint(idle);
  if (document.readyState === 'complete') painted();
  else addEventListener('load', painted, { once: true });
}

// A page the browser fetched or rendered ahead (speculation rules) was sent with Sec-Purpose:
// prefetch, which the server does not count as a view (lib/page-views.ts): counted once shown.
function countViewAhead() {
  const [shown] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
    activationStart?: number;
    deliveryType?: string;
  })[];
  if (!shown) return;
  if ((shown.activationStart ?? 0) > 0 || shown.deliveryType === 'navigational-prefetch')
    navigator.sendBeacon('/api/page-views', JSON.stringify({ path: location.pathname }));
}

function start() {
  countViewAhead();
  for (const island of document.querySelectorAll<HTMLElement>('site-island')) {
    const when = island.dataset.when;
    if (when === 'interaction') onInteraction(island);
    else if (when === 'idle') whenIdle(island);
    else if (when === 'companion') companions.push(island);
    else whenVisible(island);
  }
}

// A page rendered ahead starts nothing (no beacon, no code) until the visitor is shown it.
if ((document as { prerendering?: boolean }).prerendering)
  document.addEventListener('prerenderingchange', start, { once: true });
else start();
