# The county composition's S3-compatible store (deploy/s3/s3Server.mjs): s3rver on Node, one
# bucket in a volume. A stand-in: a county's production points S3_* at a real store (deploy/county.md).
# Build from the repository root:  docker build -f deploy/docker/s3.Dockerfile -t school/s3 .

FROM node:24-bookworm-slim AS deps
WORKDIR /app
# The s3rver of the repository's lock (the API's tests run against it).
ARG NPM_REGISTRY=https://registry.npmjs.org/
RUN echo '{"private":true,"type":"module"}' > package.json \
  && npm install --no-audit --no-fund --omit=dev --registry "$NPM_REGISTRY" s3rver@3.7.1

FROM node:24-bookworm-slim
WORKDIR /app
COPY --from=deps /app/package.json /app/package.json
COPY --from=deps /app/node_modules /app/node_modules
COPY deploy/s3/s3Server.mjs ./
# A fresh named volume takes this folder's owner.
RUN mkdir -p /var/lib/school/s3 && chown node:node /var/lib/school/s3
USER node
ENV S3_DIRECTORY=/var/lib/school/s3 S3_PORT=9000
EXPOSE 9000
# Healthy once it answers (the bucket exists before the port opens); any HTTP status will do.
HEALTHCHECK --interval=5s --timeout=3s --start-period=10s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.S3_PORT + '/').then(() => process.exit(0), () => process.exit(1))"
CMD ["node", "s3Server.mjs"]
