import { vi } from "vitest";
import { TABLE_LAYOUT_QUERY } from "../inquiries/inquiry-table.js";

/** Makes `matchMedia` answer as a phone-wide window would (the inbox shows cards). Undo with `vi.unstubAllGlobals()`. */
export function narrowWindow() {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query !== TABLE_LAYOUT_QUERY,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
