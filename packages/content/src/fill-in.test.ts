import { describe, expect, it } from "vitest";
import { adminInsightsCopy as insights } from "./admin-insights.js";
import { fillIn } from "./fill-in.js";

describe("fillIn", () => {
  it("fills every placeholder, however often it appears, with numbers written as they are", () => {
    expect(fillIn("{count} of {total} ({count})", { count: 3, total: 1200 })).toBe("3 of 1200 (3)");
  });

  it("leaves a placeholder it has no value for, and text in other braces' shapes", () => {
    expect(fillIn("{from} – {to} {not a name}", { from: "Nov 1" })).toBe(
      "Nov 1 – {to} {not a name}",
    );
  });

  it("fills only the values given, not what every object inherits", () => {
    expect(fillIn("{constructor} {toString} {count}", { count: 1 })).toBe(
      "{constructor} {toString} 1",
    );
  });

  it("does not read a value as a pattern", () => {
    expect(fillIn("Source page: {value}", { value: "/a$&b{value}" })).toBe(
      "Source page: /a$&b{value}",
    );
  });

  it("fills the dashboard's wordings with the values the admin passes", () => {
    expect(fillIn(insights.comparedWith, { from: "Nov 1", to: "Nov 7" })).toBe(
      "Compared with Nov 1 – Nov 7",
    );
    expect(fillIn(insights.response.answered, { count: 2, total: 5 })).not.toMatch(/[{}]/);
  });
});
