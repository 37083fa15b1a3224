# The renderer of the public pages' snapshots (scripts/prerender): Debian's Chromium (its headless
# shell, e2e/support/chromium.mjs) driven by puppeteer-core, watching the composed site and
# writing into the volume the host's nginx reads.
# No workspace is built: it only loads the running site as a visitor does.
# Build from the repository root:  docker build -f deploy/docker/prerender.Dockerfile -t school/prerender .

FROM node:24-bookworm-slim AS deps
WORKDIR /app
# The lock's puppeteer-core (it downloads no browser) and pg (the API's driver), which a county's
# render worker takes jobs with.
# A registry mirror may stand in for the npm registry (the lock's integrity hashes still hold).
ARG NPM_REGISTRY=https://registry.npmjs.org/
RUN echo '{"private":true,"type":"module"}' > package.json \
  && npm install --no-audit --no-fund --omit=dev --registry "$NPM_REGISTRY" puppeteer-core@24.43.1 pg@8.23.1

FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium-headless-shell fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=deps /app/package.json /app/package.json
COPY --from=deps /app/node_modules /app/node_modules
COPY shared/http/prerender.json shared/http/renderQueue.json shared/http/servingRules.cjs shared/http/
COPY e2e/support/chromium.mjs e2e/support/
COPY scripts/prerender/ scripts/prerender/
# A fresh named volume takes this folder's owner: the renderer writes, nginx only reads.
RUN mkdir -p /var/lib/school/prerender && chown node:node /var/lib/school/prerender
USER node
ENV PRERENDER_DIR=/var/lib/school/prerender PRERENDER_HEARTBEAT_FILE=/tmp/render-worker.alive
# The watcher: healthy once the first full render has written the sitemap (within minutes of a
# first start), the install's or on a county's platform a school's (PRERENDER_DIR/hosts/<host>).
# A county's render worker (--worker) writes its heartbeat instead: healthy while it reached the
# API and the queue within the last minute, schools or none.
HEALTHCHECK --interval=10s --timeout=3s --start-period=300s --retries=3 \
  CMD if [ -e "$PRERENDER_HEARTBEAT_FILE" ]; then test -n "$(find "$PRERENDER_HEARTBEAT_FILE" -mmin -1)"; else test -s "$PRERENDER_DIR/pages/sitemap.xml" || ls "$PRERENDER_DIR"/hosts/*/pages/sitemap.xml >/dev/null 2>&1; fi || exit 1
CMD ["node", "scripts/prerender/cli.mjs", "--watch"]
