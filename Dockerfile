# syntax=docker/dockerfile:1
# The whole product in one image: the API server (which also serves the built web app).
# Build: docker build -t blue-badge .   Run: see docker-compose.yml and docs/deploy.md.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first, so dependencies are cached until they change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf e2e apps/web/src apps/web/public docs .ci

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server runs as the bundle `npm run build` made (decision 0027); migrations run at start.
# tsx stays a runtime dependency for `npm run import`.
CMD ["node", "apps/server/dist/main.js"]
