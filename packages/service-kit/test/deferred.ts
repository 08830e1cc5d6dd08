/** A promise and its resolve, for tests that hold a step until they say so (Promise.withResolvers is Node 22). */
export function deferred<T = void>() {
  const settle: { resolve?: (value: T) => void } = {};
  const promise = new Promise<T>((resolve) => {
    settle.resolve = resolve;
  });
  return { promise, resolve: (value: T) => settle.resolve?.(value) };
}
