import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The API's own folder (`apps/api`), found from this module whether it runs from `src/` (tsx,
 * Vitest) or from the bundle in `dist/`: the first folder upwards holding `drizzle/`.
 */
function findAppRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "drizzle", "meta", "_journal.json"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot find the API's drizzle/ migrations folder");
    dir = parent;
  }
}

export const appRoot = findAppRoot();
/** The committed SQL migrations drizzle-kit generates. */
export const migrationsFolder = join(appRoot, "drizzle");
