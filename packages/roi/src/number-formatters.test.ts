import fc from "fast-check";
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

describe("formatting without Intl", () => {
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat("en-US", options);
  const usd = { style: "currency", currency: "USD" } as const;
  const compact = { notation: "compact", maximumFractionDigits: 1 } as const;
  // Amounts as the calculator makes them (whole, cents, fractions, halves, signs) and any double.
  const amounts = fc.oneof(
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
    fc.integer({ min: -2e6, max: 2e6 }).map((n) => n / 2),
    fc.double({ min: -1e14, max: 1e14, noNaN: true }),
    fc.constantFrom(0, -0, 999.95, 999_950, 999_949.99, 0.05, -0.5, 1.005, 2.675),
  );

  it("gives what Intl.NumberFormat gives for en-US, for every finite amount", () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 20 }), (value, decimals) => {
        expect(formatUsd(value)).toBe(
          intl({ ...usd, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value),
        );
        expect(formatUsd(value, { cents: true })).toBe(
          intl({ ...usd, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
        );
        expect(formatUsd(value, { compact: true })).toBe(
          intl({ ...usd, ...compact }).format(value),
        );
        expect(formatNumber(value)).toBe(intl({ maximumFractionDigits: 0 }).format(value));
        expect(formatNumber(value, { compact: true })).toBe(intl(compact).format(value));
        expect(formatNumber(value, { maximumFractionDigits: decimals })).toBe(
          intl({ maximumFractionDigits: decimals }).format(value),
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it("builds no Intl.NumberFormat for them (its first one loads the locale data)", () => {
    const constructor = vi.spyOn(Intl, "NumberFormat");
    formatUsd(12_600);
    formatUsd(12_600, { compact: true });
    formatNumber(31.46, { maximumFractionDigits: 1 });
    expect(constructor).not.toHaveBeenCalled();
  });
});

describe("formatter cache", () => {
  it("builds each Intl.NumberFormat configuration it still needs once", () => {
    const constructor = vi.spyOn(Intl, "NumberFormat");
    // Beyond toFixed's range: Intl formats it, with a configuration built once.
    expect(formatNumber(1e21, { maximumFractionDigits: 5 })).toBe("1,000,000,000,000,000,000,000");
    expect(formatNumber(2e21, { maximumFractionDigits: 5 })).toBe("2,000,000,000,000,000,000,000");
    expect(constructor).toHaveBeenCalledTimes(1);
  });
});
