# standin for QA environments: the seeded server on port 8000.
#
#   npm run image:context                  # standin packed, with its production dependencies, in .image/
#   docker build -t standin .image         # the steps below only copy: no network, no npm
#   docker run -p 8000:8000 standin --scenario large     # flags append to the entrypoint
#
# The base is an argument, so that a mirror or a pinned digest can stand in for Docker Hub's; it
# must have `node` (24, or 22.12+) on PATH. The server runs as uid 1000 whether the base names it
# or not.
ARG BASE_IMAGE=node:24-slim
FROM ${BASE_IMAGE}

# `npm version` keeps VERSION equal to package.json's (scripts/version-files.mjs).
ARG VERSION=0.2.0
ARG SOURCE=https://github.com/standin/standin
LABEL org.opencontainers.image.title="standin" \
      org.opencontainers.image.description="A mock server for the identity admin API and the events calendar API" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="MIT"

# PORT is the server's default port, and the one the health check asks: change the port with
# `-e PORT=9000`, not `--port`.
ENV NODE_ENV=production \
    PORT=8000

# Owned by root: the server's user cannot change its own code.
COPY app/ /app/
# Where `--persist /data/standin.log` keeps the store, on a volume: the server's user may write it.
COPY --chown=1000:1000 data/ /data/
WORKDIR /app

# A number, not a name, so that runAsNonRoot can check it (node:24-slim's user `node` is 1000).
USER 1000:1000
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/__standin/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs as process 1 and stops on SIGTERM (server/cli.ts closes the server).
ENTRYPOINT ["node", "/app/bin/standin.js", "--host", "0.0.0.0"]
