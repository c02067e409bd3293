'use client';

import { useEffect, useRef } from 'react';

const QUESTION = 'You have unsaved changes. Leave this page?';

/**
 * While `dirty`, leaving the editor asks first: a link inside the site (checked before Next's
 * router sees the click), a reload or a closed tab (the browser's own question), and the browser's
 * Back button (an extra history entry of this page takes the first Back; staying puts it back).
 */
/** This page's extra history entry: Next's own state, marked as the guard's. */
function pushGuardEntry(): void {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  window.history.pushState({ ...state, unsavedGuard: true }, '', window.location.href);
}

export function useUnsavedChanges(dirty: boolean, question = QUESTION): void {
  const unsaved = useRef(dirty);
  useEffect(() => {
    unsaved.current = dirty;
  }, [dirty]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    const linkClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      // A new tab, a download or a jump within the page (the skip link) leaves nothing behind.
      const staying =
        !link ||
        link.getAttribute('target') === '_blank' ||
        link.hasAttribute('download') ||
        link.getAttribute('href')!.startsWith('#');
      if (staying || !unsaved.current) return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', linkClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', linkClick, true);
    };
  }, [question]);

  // The Back button: once there are changes, this page has a second history entry, so Back first
  // comes back to this page, where the question is asked.
  const guarding = useRef(false);
  useEffect(() => {
    if (!dirty || guarding.current) return;
    pushGuardEntry();
    guarding.current = true;
  }, [dirty]);
  // An editor that closes on its page (an inline form saved or cancelled) takes its extra entry
  // with it, so the next Back leaves the page. Checked a moment later: an editor closed by a
  // link has a new page's entry by then, and going back would undo the link.
  useEffect(
    () => () => {
      if (!guarding.current) return;
      const href = window.location.href;
      window.setTimeout(() => {
        const state = window.history.state as { unsavedGuard?: boolean } | null;
        if (state?.unsavedGuard && window.location.href === href) window.history.back();
      }, 0);
    },
    [],
  );
  useEffect(() => {
    const popState = (event: PopStateEvent) => {
      if (!guarding.current) return;
      // Still on this page: a jump within it (its own entry has a #), or Back from such a jump to
      // the extra entry.
      const state = event.state as { unsavedGuard?: boolean } | null;
      if (state?.unsavedGuard || window.location.hash) return;
      guarding.current = false;
      if (!unsaved.current || window.confirm(question)) {
        window.history.back();
        return;
      }
      pushGuardEntry();
      guarding.current = true;
    };
    window.addEventListener('popstate', popState);
    return () => window.removeEventListener('popstate', popState);
  }, [question]);
}
