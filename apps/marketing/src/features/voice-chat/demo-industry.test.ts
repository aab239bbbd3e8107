import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseIndustry, chosenIndustry, industryOverrides } from "./demo-industry";

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the demo agent's industry", () => {
  it("is kept for the tab's next calls, and passed as the assistant's industry variable", () => {
    expect(chosenIndustry()).toBeUndefined();
    expect(industryOverrides()).toBeUndefined();
    chooseIndustry({ key: "health", label: "Healthcare" });
    expect(chosenIndustry()).toEqual({ key: "health", label: "Healthcare" });
    // As the phone demo passes it (apps/api's placement worker): the label, as `industry`.
    expect(industryOverrides()).toEqual({ variableValues: { industry: "Healthcare" } });
    chooseIndustry(undefined);
    expect(chosenIndustry()).toBeUndefined();
  });

  it("ignores what it did not write, and a browser that blocks storage", () => {
    sessionStorage.setItem("novaline:demo-industry", "{not json");
    expect(chosenIndustry()).toBeUndefined();
    sessionStorage.setItem("novaline:demo-industry", JSON.stringify({ key: 3 }));
    expect(chosenIndustry()).toBeUndefined();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    expect(() => {
      chooseIndustry({ key: "health", label: "Healthcare" });
    }).not.toThrow();
    expect(chosenIndustry()).toBeUndefined();
  });
});
