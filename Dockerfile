# The product's image: site built, API and workers in one image; PROCESS_ROLE picks what a
# container runs (compose.yaml). Only the npm registry is reached at build time, nothing at run time.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
# The Prisma client is generated at install (postinstall), from the schema: copy it first so the
# dependency layer is rebuilt only when the lock or the schema changes.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma/schema.prisma prisma/schema.prisma
# The stand-in package.json's overrides name (see deploy/streams-local-stub/index.js).
COPY deploy/streams-local-stub deploy/streams-local-stub
RUN npm install --no-audit --no-fund
COPY . .
# dist/site and dist/server/*.js (the Prisma client is bundled into the latter).
RUN npm run build
# Only what the compiled server imports is left. --omit=optional too: better-auth and
# @prisma/client declare vitest, react, prisma and typescript as optional peers, which keeps them
# ("devOptional") under --omit=dev alone (587 MB instead of 284 MB); the runtime's own optional
# packages are native speed-ups (msgpackr-extract) it does without.
RUN npm prune --omit=dev --omit=optional --no-audit --no-fund \
 && mkdir /runtime \
 && grep -v '^#' deploy/runtime-files | xargs cp -r --parents -t /runtime \
 && cp -r node_modules /runtime/

FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
# The files listed in deploy/runtime-files and node_modules, owned by root: the server writes only
# to /app/data.
COPY --from=build /runtime /app
# The README's operator commands (npm start, npm run db:migrate -- --status, npm run db:seed,
# npm run admin:create) run the compiled entries here: tsx is not in the image.
RUN npm pkg set "scripts.start=node dist/server/serve.js" \
      "scripts.db:migrate=node dist/server/migrate.js" \
      "scripts.db:seed=node dist/server/seed.js" \
      "scripts.admin:create=node dist/server/create-admin.js" \
 && mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "dist/server/serve.js"]
