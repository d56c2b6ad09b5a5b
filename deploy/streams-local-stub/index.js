// The prisma CLI (7.10.0) depends on @prisma/dev, which depends on @prisma/streams-local; that
// package requires Node 22 and is imported only when `prisma dev` starts its local durable-streams
// server. This project runs on Node 20 and never calls `prisma dev` (it uses PGlite directly and
// its own migration runner), so package.json's "overrides" put this stand-in in its place: the
// install stays free of engine warnings and the CLI's other commands (generate, validate, format)
// never load it.
export async function startLocalDurableStreamsServer() {
  throw new Error('`prisma dev` needs Node 22 (@prisma/streams-local); this project does not use it.');
}
