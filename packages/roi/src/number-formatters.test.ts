import { afterEach, describe, expect, it, vi } from "vitest";
import { formatNumber, formatUsd } from "./number-formatters.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("formatUsd", () => {
  it.each([
    [12_600, "$12,600"],
    [0, "$0"],
    [3_000, "$3,000"],
    [10_240_000, "$10,240,000"],
    [-3_000, "-$3,000"],
    [12_600.5, "$12,601"],
  ])("formats %d as %s", (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it.each([
    [12_600, "$12.6K"],
    [3_000, "$3K"],
    [999, "$999"],
    [2_240_000, "$2.2M"],
  ])("formats %d compactly as %s", (value, expected) => {
    expect(formatUsd(value, { compact: true })).toBe(expected);
  });

  it("shows cents on request", () => {
    expect(formatUsd(12_600, { cents: true })).toBe("$12,600.00");
    expect(formatUsd(19.6, { cents: true })).toBe("$19.60");
  });

  it("lets compact win over cents", () => {
    expect(formatUsd(12_600, { compact: true, cents: true })).toBe("$12.6K");
  });

  it("shows non-finite values instead of hiding them", () => {
    expect(formatUsd(Number.NaN)).toBe("$NaN");
  });
});

describe("formatNumber", () => {
  it.each([
    [1_234, "1,234"],
    [0, "0"],
    [1_234_567, "1,234,567"],
    [31.46, "31"],
  ])("formats %d as %s", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it("abbreviates on request", () => {
    expect(formatNumber(1_234, { compact: true })).toBe("1.2K");
  });

  it("shows decimals on request", () => {
    expect(formatNumber(31.46, { maximumFractionDigits: 1 })).toBe("31.5");
    expect(formatNumber(2, { maximumFractionDigits: 1 })).toBe("2");
  });
});

describe("formatter cache", () => {
  it("builds each Intl.NumberFormat configuration once", () => {
    const constructor = vi.spyOn(Intl, "NumberFormat");
    // A configuration no other test uses, so the cache starts cold for it.
    expect(formatNumber(1.234567, { maximumFractionDigits: 5 })).toBe("1.23457");
    expect(formatNumber(2, { maximumFractionDigits: 5 })).toBe("2");
    expect(constructor).toHaveBeenCalledTimes(1);
  });
});
