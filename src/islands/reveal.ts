// Fades sections in once 10% is visible. Only sections wholly below the fold when first observed
// are hidden, so without JavaScript, or above the fold, everything is shown at once. Positions come
// from the observer's own entries, so the page's layout is never forced from script.
export function revealSections(): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const firstSeen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const first = !firstSeen.has(entry.target);
        firstSeen.add(entry.target);
        if (first ? entry.isIntersecting : entry.intersectionRatio >= 0.1) {
          if (!first) entry.target.setAttribute('data-reveal-state', 'shown');
          observer.unobserve(entry.target);
        } else if (first && entry.boundingClientRect.top >= (entry.rootBounds?.height ?? 0)) {
          entry.target.setAttribute('data-reveal-state', 'hidden');
        }
      }
    },
    { threshold: 0.1 },
  );
  for (const element of document.querySelectorAll('[data-reveal]')) observer.observe(element);
  return () => observer.disconnect();
}
