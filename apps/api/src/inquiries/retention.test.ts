import { describe, expect, it } from "vitest";
import { monthsBefore } from "./retention.js";

describe("monthsBefore", () => {
  it("goes back calendar months, to the last day of a shorter month", () => {
    expect(monthsBefore(new Date("2026-11-26T10:00:00Z"), 24)).toEqual(
      new Date("2024-11-26T10:00:00Z"),
    );
    expect(monthsBefore(new Date("2026-03-31T10:00:00Z"), 1)).toEqual(
      new Date("2026-02-28T10:00:00Z"),
    );
    expect(monthsBefore(new Date("2026-02-28T00:00:00Z"), 24)).toEqual(
      new Date("2024-02-28T00:00:00Z"),
    );
  });
});
