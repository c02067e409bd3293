import { z } from 'zod';

import { lineText } from './plain-text';

// The media library's one form: an image's alt text, for the browser and the server.

export const mediaAltSchema = z.object({
  alt: lineText().trim().max(300, 'Please keep the alt text under 300 characters'),
});

export type MediaAltInput = z.input<typeof mediaAltSchema>;
