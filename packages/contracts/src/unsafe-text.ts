/**
 * Text no endpoint accepts anywhere: a NUL character, which PostgreSQL cannot store in text, and
 * an unpaired UTF-16 surrogate (`"\ud800"` in JSON), which has no UTF-8 form. Both used to reach
 * the database and fail there (500); the server refuses them before validation with 400.
 */
const isUnsafeText = (text: string): boolean => {
  if (text.includes('\0')) return true;
  // A high surrogate not followed by a low one, or a low one not preceded by a high one.
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return true;
    }
  }
  return false;
};

/** Where a value sits: its key and its parent's place, so a deep walk does not copy paths. */
interface Place {
  readonly key: string;
  readonly parent: Place | null;
}

const dotted = (place: Place | null, root: string): string => {
  const keys: string[] = [];
  for (let at = place; at !== null; at = at.parent) keys.push(at.key);
  return keys.length === 0 ? root : keys.toReversed().join('.');
};

/**
 * The dotted path (`dataCentres.0.name`, as validation errors name fields) of the first string in
 * `value` that holds unsafe text, object keys included (a bad key is reported at its object's
 * path); `root` is returned for the value itself (the part's name: `body`, `querystring`, …).
 * Null when every string is safe. The walk keeps its own stack rather than recursing: a deeply
 * nested body must be refused, not overflow the call stack.
 */
export function findUnsafeText(value: unknown, root: string): string | null {
  const pending: { value: unknown; place: Place | null }[] = [{ value, place: null }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value: current, place } = item;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return dotted(place, root);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], place: { key: String(index), parent: place } });
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      if (entries.some(([key]) => isUnsafeText(key))) return dotted(place, root);
      for (const [key, child] of entries.toReversed()) pending.push({ value: child, place: { key, parent: place } });
    }
  }
  return null;
}
