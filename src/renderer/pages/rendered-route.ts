import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** What a route of the table renders: the page's status, metadata and content. */
export type RenderedRoute = { status: 200 | 404 | 500; metadata: Metadata; body: ReactNode };
