import { describe, expect, it } from "vitest";
import {
  displayPhone,
  movePhone,
  positionAfter,
  significantBefore,
  typePhone,
} from "./phone-typing";

describe("typePhone", () => {
  it("formats a national number as it grows, keeping E.164 as the value", () => {
    expect(typePhone("0", "GB")).toEqual({ display: "0", value: "+44" });
    expect(typePhone("07911", "GB")).toMatchObject({ display: "07911" });
    expect(typePhone("07911123456", "GB")).toEqual({
      display: "07911 123456",
      value: "+447911123456",
    });
    expect(typePhone("(512) 555-0134", "US")).toEqual({
      display: "(512) 555-0134",
      value: "+15125550134",
    });
  });

  it("reads a number typed with its +code and says which country it is", () => {
    expect(typePhone("+91 98765 43210", "US")).toEqual({
      display: "+91 98765 43210",
      value: "+919876543210",
      country: "IN",
    });
  });

  it("ignores letters and stray plus signs, and is empty when nothing counts", () => {
    expect(typePhone("abc", "GB")).toEqual({ display: "", value: "" });
    expect(typePhone("079a11+123456", "GB").value).toBe("+447911123456");
  });
});

describe("displayPhone and movePhone", () => {
  it("shows a held number nationally for its country, internationally otherwise", () => {
    expect(displayPhone("+447911123456", "GB")).toBe("07911 123456");
    expect(displayPhone("+447911123456", "US")).toBe("+44 7911 123456");
    expect(displayPhone("", "US")).toBe("");
  });

  it("keeps the national digits when the country changes", () => {
    expect(movePhone("+15125550134", "GB")).toBe("+445125550134");
    expect(movePhone("+447911123456", "GB")).toBe("+447911123456");
    expect(movePhone("", "GB")).toBe("");
  });
});

describe("caret helpers", () => {
  it("finds the same digit again after formatting", () => {
    const typed = "079111";
    const count = significantBefore(typed, 6);
    expect(positionAfter("07911 1", count)).toBe(7);
    expect(positionAfter("07911 123456", significantBefore("0791123456", 4))).toBe(4);
    expect(positionAfter("07911 123456", 0)).toBe(0);
  });
});
