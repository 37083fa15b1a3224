# The API section: built from its own workspace (and @school/shared), run by Node 24 LTS as a
# non-root user. The esbuild bundle (dist/main.js, dist/admin.js) needs only its native or
# dynamically loaded externals at run time: pg, sharp (with its prebuilt libvips), and better-sqlite3-13, the SQLite driver the API
# loads on Node 24 (better-sqlite3 12, for Node 20, is installed beside it but not loaded; README,
# "Node versions").
# Build from the repository root:  docker build -f deploy/docker/api.Dockerfile -t school/api .

# The workspace's dependencies, the same stage in every Node image of the project (the deployment
# check holds them to it): Docker installs them once and the other builds take the stage from its
# cache. The other workspaces' manifests only, never their sources. No install scripts: nothing is
# compiled (sharp and better-sqlite3 13 ship their binaries; esbuild and swc take theirs from
# platform packages).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY host/package.json host/
COPY remote-public/package.json remote-public/
COPY remote-auth/package.json remote-auth/
COPY remote-admin/package.json remote-admin/
# A registry mirror may stand in for the npm registry (the lock's integrity hashes still hold).
ARG NPM_REGISTRY=https://registry.npmjs.org/
RUN npm ci --no-audit --no-fund --ignore-scripts --registry "$NPM_REGISTRY"

FROM deps AS build
COPY tsconfig.base.json ./
COPY shared/ shared/
COPY api/ api/
RUN npm run build --workspace @school/api

FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
# Only the API's production dependencies (no root tooling), without install scripts as above.
# The layout of the workspace is kept: hoisted packages in /app/node_modules, the API's own in
# /app/api/node_modules, so Node resolves them from /app/api/dist as it does in the repository.
ARG NPM_REGISTRY=https://registry.npmjs.org/
RUN npm ci --workspace @school/api --omit=dev --no-audit --no-fund --ignore-scripts --registry "$NPM_REGISTRY" \
  && rm -rf node_modules/@school \
  && mkdir -p api/node_modules

FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX=2: sharp's image threads would otherwise each grow a glibc malloc arena (a 12 MP
# upload burst: ~400 MB resident instead of ~240 MB).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 MALLOC_ARENA_MAX=2
WORKDIR /app/api
COPY --from=runtime-deps /app/node_modules /app/node_modules
COPY --from=runtime-deps /app/api/node_modules /app/api/node_modules
COPY --from=build /app/api/dist /app/api/dist
# The content an empty database is seeded with (news photos, documents): stored into the media storage at first start.
COPY --from=build /app/api/seed-media /app/api/seed-media
# ./data: the SQLite file (DATABASE_URL's default, sqlite:./data/school.db) and, when
# SESSION_SECRET is unset, the generated secret. Mount a volume there for SQLite; with PostgreSQL
# (docker-compose.yml) nothing is written.
# ./data/media: the uploaded files (MEDIA_DIR); docker-compose.yml mounts one volume there for both
# replicas, which takes this folder's owner when Docker creates it.
RUN mkdir -p /app/api/data/media && chown -R node:node /app/api/data
VOLUME ["/app/api/data"]
USER node
EXPOSE 4000
# The first start migrates and stores the seed's files (over a minute on a busy 2-core server);
# until then a failed check does not count, or docker-compose would give up on api-2 waiting.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Create or reset an ADMIN:  docker-compose exec api-1 node dist/admin.js --username NAME
CMD ["node", "dist/main.js"]
