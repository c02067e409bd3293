import { createContext } from 'react';

/** The page's path, given by the document and by each island's own render (island.tsx). */
export const PathnameContext = createContext<string | null>(null);
