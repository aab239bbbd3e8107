import { describe, expect, it } from "vitest";
import {
  listRefetchInterval,
  RECOVER_INTERVAL_MS,
  REFRESH_INTERVAL_MS,
} from "./use-inquiry-list.js";

const at = (status: "pending" | "error" | "success") => ({ state: { status } });

describe("how often the inquiries list is read again", () => {
  it("tries again every 10 s while it fails, even with the live inbox connected", () => {
    expect(listRefetchInterval(true)(at("error"))).toBe(RECOVER_INTERVAL_MS);
    expect(listRefetchInterval(false)(at("error"))).toBe(RECOVER_INTERVAL_MS);
  });

  it("otherwise waits for the live inbox, or reads it every 30 s without one", () => {
    expect(listRefetchInterval(true)(at("success"))).toBe(false);
    expect(listRefetchInterval(false)(at("success"))).toBe(REFRESH_INTERVAL_MS);
  });
});
