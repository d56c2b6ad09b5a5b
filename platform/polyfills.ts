// Node 20 lacks Object.groupBy (ES2024), which better-auth's tooling calls. Imported first by
// every entry point and by the tests.

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
