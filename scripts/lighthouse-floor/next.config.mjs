// The floor `npm run lighthouse` measures our pages against: a hello-world page on the same
// Next.js version (resolved from the project's node_modules), built and served the default way.
import path from 'node:path';

const nextConfig = {
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
};

export default nextConfig;
