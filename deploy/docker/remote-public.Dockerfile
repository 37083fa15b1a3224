# syntax=docker/dockerfile:1
# The remote-public section: built from its own workspace (and @school/shared, which it imports),
# served by nginx with the same cache and CORS rules as `npm start`.
# Build from the repository root:  docker build -f deploy/docker/remote-public.Dockerfile -t school/remote-public .

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when a lock or manifest changes.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY remote-public/package.json remote-public/
RUN npm ci --workspace @school/remote-public --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared/ shared/
COPY remote-public/ remote-public/
RUN npm run build --workspace @school/remote-public
# What nginx sends and refuses (security headers, unserved build files), from the
# same definitions as `npm start`: the nginx image has no Node to read them at start.
COPY deploy/nginx/write-policy.mjs deploy/nginx/
RUN node deploy/nginx/write-policy.mjs remote > section-policy.remote.sh

FROM nginx:1.28-alpine
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/remote.conf.template /etc/nginx/school/remote.conf.template
COPY --from=build /app/section-policy.remote.sh /etc/nginx/school/section-policy.remote.sh
# The official image's entrypoint runs /docker-entrypoint.d/*.sh before nginx starts.
COPY deploy/nginx/render-config.sh /docker-entrypoint.d/40-school-config.sh
RUN chmod 755 /docker-entrypoint.d/40-school-config.sh
COPY --from=build /app/remote-public/dist /usr/share/nginx/html
ENV SCHOOL_SECTION_KIND=remote NGINX_LISTEN=80
ENV CORS_ALLOW_ORIGIN="*"
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/index.html || exit 1
