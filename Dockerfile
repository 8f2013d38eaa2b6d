# standin for QA environments: the seeded server on port 8000.

# The bundles are built with the dev dependencies (esbuild)...
FROM node:24-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY scripts ./scripts
COPY mocks ./mocks
COPY server ./server
COPY fixtures ./fixtures
RUN node scripts/build.mjs --no-types

# ...and run with the production ones only (Faker, for scenarios that are not precomputed).
FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY bin/standin.js ./bin/standin.js
COPY --from=build /src/dist ./dist
USER node
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:8000/__standin/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "bin/standin.js", "--host", "0.0.0.0", "--port", "8000"]
