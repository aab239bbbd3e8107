import type { Page } from "@playwright/test";
/** What makes `page` scroll sideways at its current width; empty when nothing does. */
export declare function sidewaysOverflow(page: Page): Promise<string[]>;
