'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The public site's address and names, for the editors' search-result previews. */
export type SiteIdentity = { url: string; name: string; shortName: string };

const SiteIdentityContext = createContext<SiteIdentity>({ url: '', name: '', shortName: '' });

/** Given once by the admin's layout, so no editor's loader has to carry it. */
export function SiteIdentityProvider(props: { identity: SiteIdentity; children: ReactNode }) {
  return (
    <SiteIdentityContext.Provider value={props.identity}>
      {props.children}
    </SiteIdentityContext.Provider>
  );
}

export const useSiteIdentity = () => useContext(SiteIdentityContext);
