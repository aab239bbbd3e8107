/**
 * Where focus goes when the panel of inquiry `id` closes: its own row while it is listed; once
 * it has left the list (its status changed under a status filter, say), the next row after it
 * in the list as last seen with it that is still listed; with none, `undefined` (the caller
 * falls back to the list's heading), never the page's start.
 */
export function rowAfterClose(
  id: string,
  lastOrder: readonly string[],
  isListed: (id: string) => boolean,
): string | undefined {
  if (isListed(id)) return id;
  const at = lastOrder.indexOf(id);
  if (at < 0) return undefined;
  return lastOrder.slice(at + 1).find(isListed);
}
