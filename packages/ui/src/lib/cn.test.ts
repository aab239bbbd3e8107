import { describe, expect, it } from "vitest";
import { cn } from "./cn.js";

describe("cn", () => {
  it("lets later classes win over earlier conflicting ones", () => {
    expect(cn("bg-primary px-4", "bg-danger")).toBe("px-4 bg-danger");
  });

  it("keeps a background colour next to a brand gradient", () => {
    expect(cn("bg-card", "bg-glow")).toBe("bg-card bg-glow");
    expect(cn("bg-muted bg-brand")).toBe("bg-muted bg-brand");
  });

  it("treats text-display as a font size, not a colour", () => {
    expect(cn("text-display", "text-foreground")).toBe("text-display text-foreground");
    expect(cn("text-6xl", "text-display")).toBe("text-display");
  });

  it("drops falsy values", () => {
    expect(cn("a", false, undefined, null, "b")).toBe("a b");
  });
});
