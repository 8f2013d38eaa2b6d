# standin for QA environments: the seeded server on port 8000.
FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
# The server runs its TypeScript through tsx (a runtime dependency); the package build that
# `prepare` runs is for the npm package and needs dev dependencies, so scripts are skipped.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY bin ./bin
COPY mocks ./mocks
COPY server ./server
COPY fixtures ./fixtures
COPY tsconfig.json ./
USER node
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:8000/__standin/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "bin/standin.js", "--host", "0.0.0.0", "--port", "8000"]
