/**
 * JSON values in localStorage. Storage can be missing (tests in Node), full or blocked
 * (private mode): every call degrades to "nothing stored" instead of throwing.
 */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(key: string): T | undefined {
  const raw = storage()?.getItem(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch (err) {
    console.warn(`Could not save ${key} in browser storage`, err);
  }
}

export function readText(key: string): string | undefined {
  return storage()?.getItem(key) ?? undefined;
}

export function writeText(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (err) {
    console.warn(`Could not save ${key} in browser storage`, err);
  }
}

export function removeKey(key: string): void {
  storage()?.removeItem(key);
}
