# PostgreSQL from Debian's own package, on the Debian base the other images use, run as user
# postgres. Takes POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB like Docker Hub's postgres image
# (deploy/docker/postgres-start.sh); the data is the volume at /var/lib/postgresql/data.
# Build from the repository root:  docker build -f deploy/docker/postgres.Dockerfile -t school/postgres .

FROM debian:bookworm-slim
# The package would create a cluster of its own; the volume gets one at first start instead.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-common \
  && sed -ri 's/#?\s*create_main_cluster.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf \
  && apt-get install -y --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
# A fresh named volume takes this folder's owner and mode.
RUN mkdir -p "$PGDATA" /var/run/postgresql \
  && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql \
  && chmod 700 "$PGDATA"
COPY deploy/docker/postgres-start.sh /usr/local/bin/school-postgres
VOLUME ["/var/lib/postgresql/data"]
USER postgres
EXPOSE 5432
STOPSIGNAL SIGINT
HEALTHCHECK --interval=5s --timeout=3s --start-period=10s --retries=10 \
  CMD pg_isready -q -h /var/run/postgresql -U "${POSTGRES_USER:-postgres}" -d "${POSTGRES_DB:-postgres}" || exit 1
CMD ["school-postgres"]
