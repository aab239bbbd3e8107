/**
 * Whether `entry` is one exact origin (`https://admin.novaline.ai`, `http://localhost:5173`):
 * what a browser sends in `Origin` and what the CORS check compares with. A wildcard, a path or a
 * query matches no browser's origin, so such an entry would silently let no site in.
 */
export function isExactOrigin(entry: string): boolean {
  if (!/^https?:\/\/[^/?#*@]+$/.test(entry)) return false;
  try {
    return new URL(entry).origin === entry;
  } catch {
    return false;
  }
}
