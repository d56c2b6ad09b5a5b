// Preloaded by bench/start.ts (with --expose-gc) into the servers it measures: SIGUSR2 runs a full
// garbage collection, so their memory is compared after one rather than wherever each collector
// happened to stop (a faster start leaves more garbage behind, the closed migrator's PGlite too).
process.on('SIGUSR2', () => globalThis.gc?.());
