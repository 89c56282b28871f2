# syntax=docker/dockerfile:1
# Leasingmatch for deployment: `docker build -t leasingmatch .`, then for example
#   docker run -p 3000:3000 -e AUTH_SECRET=… -e PUBLIC_URL=https://… -e DATABASE_URL=postgres://… \
#     -v leasingmatch-data:/data leasingmatch
# (without DATABASE_URL the embedded PGlite database lives in the /data volume). See README, "Drift / Production".

# Build stage: all dependencies, then the web app and its server-side renderer (dist/web, dist/web-ssr).
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# postinstall guards postgres.js against a crash (scripts/patch-postgres.mjs), so the script comes first.
COPY scripts/patch-postgres.mjs ./scripts/patch-postgres.mjs
# npm install with the committed lockfile, not npm ci: the lock lacks other platforms' optional
# binaries (biome, tailwind oxide), which npm ci rejects (docs/decisions/001).
RUN npm install --no-audit --no-fund
COPY . .
RUN node scripts/start.mjs --build-only

# Runtime stage: production dependencies only (the renderer bundles React and the router), the server's
# TypeScript sources (run by tsx), the migrations and the built web app.
FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO_DATA=0
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/patch-postgres.mjs ./scripts/patch-postgres.mjs
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY drizzle ./drizzle
COPY src ./src
COPY scripts/start.mjs ./scripts/start.mjs
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself as PID 1: it handles SIGTERM (docker stop) by finishing open requests first.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
