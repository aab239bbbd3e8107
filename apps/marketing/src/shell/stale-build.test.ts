import { describe, expect, it } from "vitest";
import { isStaleBuildError } from "./stale-build";

describe("isStaleBuildError", () => {
  it("knows each browser's words for a script of the build that could not load", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://novaline.ai/assets/Bx1.js", // Chrome
      "error loading dynamically imported module: https://novaline.ai/assets/Bx1.js", // Firefox
      "Importing a module script failed.", // Safari
    ]) {
      expect(isStaleBuildError(new TypeError(message)), message).toBe(true);
    }
  });

  it("leaves other failures alone: a form's request that failed is not a new build", () => {
    expect(isStaleBuildError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isStaleBuildError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isStaleBuildError("dynamically imported module")).toBe(false);
  });
});
