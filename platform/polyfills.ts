// Node 20 lacks a few ES2024 built-ins that libraries here call (nock 15: Promise.withResolvers;
// better-auth tooling: Object.groupBy). Imported first by every entry point and by the tests.

type Resolvers<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (reason?: unknown) => void };

const promise = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };
promise.withResolvers ??= <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const p = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise: p, resolve, reject };
};

const object = Object as unknown as {
  groupBy?: <T, K extends PropertyKey>(
    items: Iterable<T>,
    key: (item: T, index: number) => K,
  ) => Record<K, T[]>;
};
object.groupBy ??= <T, K extends PropertyKey>(items: Iterable<T>, key: (item: T, index: number) => K) => {
  const groups = Object.create(null) as Record<K, T[]>;
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    groups[k] ??= [];
    groups[k].push(item);
  }
  return groups;
};
