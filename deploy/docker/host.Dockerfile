# syntax=docker/dockerfile:1
# The host section: built from its own workspace (and @school/shared, which it imports),
# served by nginx with the same cache rules as `npm start`.
# Build from the repository root:  docker build -f deploy/docker/host.Dockerfile -t school/host .

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when a lock or manifest changes.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY host/package.json host/
RUN npm ci --workspace @school/host --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared/ shared/
COPY host/ host/
RUN npm run build --workspace @school/host
# What nginx sends and refuses (security headers, unserved build files, /api limits), from the
# same definitions as `npm start`: the nginx image has no Node to read them at start.
COPY deploy/nginx/write-policy.mjs deploy/nginx/
RUN node deploy/nginx/write-policy.mjs host > section-policy.host.sh

FROM nginx:1.28-alpine
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/host.conf.template /etc/nginx/school/host.conf.template
COPY --from=build /app/section-policy.host.sh /etc/nginx/school/section-policy.host.sh
# The official image's entrypoint runs /docker-entrypoint.d/*.sh before nginx starts.
COPY deploy/nginx/render-config.sh /docker-entrypoint.d/40-school-config.sh
RUN chmod 755 /docker-entrypoint.d/40-school-config.sh
COPY --from=build /app/host/dist /usr/share/nginx/html
ENV SCHOOL_SECTION_KIND=host NGINX_LISTEN=80
# Set at run time (docker-compose.yml): REMOTE_PUBLIC_URL, REMOTE_AUTH_URL, REMOTE_ADMIN_URL
# (the remotes' public addresses), API_UPSTREAMS (the API replicas), API_RESOLVER.
ENV API_UPSTREAMS="api:4000"
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/index.html || exit 1
