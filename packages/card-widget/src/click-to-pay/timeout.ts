/** The operation's answer, or `onTimeout()`'s error once `ms` have passed without one. */
export function withTimeout<T>(operation: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
}
