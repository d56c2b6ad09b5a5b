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
RUN npx vite build --logLevel warn

FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
# tsx runs the TypeScript sources directly, so the whole tree and its dependencies ship.
COPY --from=build --chown=node:node /app /app
# The uploads volume takes this folder's owner when first mounted.
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "scripts/serve.ts"]
