import type { Page } from "@playwright/test";
/** Records `page`'s Content-Security-Policy violations; call the result for what was refused so far. */
export declare function recordCspViolations(page: Page): Promise<() => Promise<string[]>>;
