# The host section: built from its own workspace (and @school/shared, which it imports),
# served by Debian's nginx, as www-data, with the same cache rules as `npm start`.
# Build from the repository root:  docker build -f deploy/docker/host.Dockerfile -t school/host .

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
COPY host/ host/
RUN npm run build --workspace @school/host
# What nginx sends and refuses (security headers, unserved build files, /api limits), from the
# same definitions as `npm start`: the nginx image has no Node to read them at start.
COPY deploy/nginx/write-policy.mjs deploy/nginx/
RUN node deploy/nginx/write-policy.mjs host > section-policy.host.sh

FROM debian:bookworm-slim
# Debian's nginx (the deployment check's too), envsubst for the configuration, wget for the healthcheck.
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light gettext-base wget \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/* \
  && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/docker/nginx.conf /etc/nginx/nginx.conf
COPY deploy/docker/nginx-start.sh /usr/local/bin/school-nginx
COPY deploy/nginx/render-config.sh /etc/nginx/school/render-config.sh
# nginx runs as www-data: it writes only the rendered configuration (and /tmp).
RUN mkdir -p /etc/nginx/school/runtime && chown www-data:www-data /etc/nginx/conf.d /etc/nginx/school/runtime
COPY deploy/nginx/host.conf.template /etc/nginx/school/host.conf.template
COPY --from=build /app/section-policy.host.sh /etc/nginx/school/section-policy.host.sh
COPY --from=build /app/host/dist /usr/share/nginx/html
ENV SCHOOL_SECTION_KIND=host NGINX_LISTEN=80
# Set at run time (docker-compose.yml): REMOTE_PUBLIC_URL, REMOTE_AUTH_URL, REMOTE_ADMIN_URL
# (the remotes' public addresses), API_UPSTREAMS (the API replicas), API_RESOLVER.
ENV API_UPSTREAMS="api:4000"
USER www-data
# Port 80 as a non-root user: Docker (20.10 and later) lets a container's users bind any port.
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/index.html || exit 1
CMD ["school-nginx"]
