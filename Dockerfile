# syntax=docker/dockerfile:1
# The site as a container: the site's own server (server.mjs) over Next's standalone build, run as
# a non-root user, its data (the SQLite database, uploads without S3) on the /data volume. Settings
# are read when the container starts; the image itself holds none. See compose.yaml and docs/deployment.md, "Running several instances".

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# For native modules without a prebuilt binary for this platform (better-sqlite3).
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
RUN npm run build

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
RUN groupadd --gid 1001 site \
 && useradd --uid 1001 --gid site --no-create-home --shell /usr/sbin/nologin site \
 && mkdir -p /data/uploads \
 && chown -R site:site /data
COPY --from=build --chown=site:site /app/.next/standalone ./
COPY --from=build --chown=site:site /app/.next/static ./.next/static
COPY --from=build --chown=site:site /app/public ./public
# The standalone build traces Next's own server, not ours: the server, its gate, the public pages'
# renderer (built by Vite into one file beside its browser half in .next/static) and the route
# cache it shares with Next.js are copied.
COPY --from=build --chown=site:site /app/server.mjs ./server.mjs
COPY --from=build --chown=site:site /app/src/server/runtime/gate.mjs ./src/server/runtime/gate.mjs
COPY --from=build --chown=site:site /app/src/renderer/load-renderer.mjs ./src/renderer/load-renderer.mjs
COPY --from=build --chown=site:site /app/src/server/cache ./src/server/cache
COPY --from=build --chown=site:site /app/.next/site-renderer ./.next/site-renderer
USER site
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# As `npm start` runs it. SIGTERM lets requests in flight and the outbox batch under way finish
# (src/server/runtime/shutdown.ts).
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
