import { describe, expect, it } from "vitest";
import { createInquiryClient } from "./inquiry-client.js";
import { inquiryVersionOf, inquiryVersionTag } from "./inquiry-version.js";

describe("an inquiry's version", () => {
  it("is named by its last staff change, and read back from the tag", () => {
    expect(inquiryVersionTag({ updatedAt: null })).toBe('"v0"');
    const tag = inquiryVersionTag({ updatedAt: "2026-11-24T10:00:00.123Z" });
    expect(tag).toBe(`"v${String(Date.parse("2026-11-24T10:00:00.123Z"))}"`);
    expect(inquiryVersionOf(tag)?.toISOString()).toBe("2026-11-24T10:00:00.123Z");
    expect(inquiryVersionOf('"v0"')).toBeNull();
    for (const other of ['W/"v1"', "v1", '"x"', "*", ""])
      expect(inquiryVersionOf(other)).toBeUndefined();
  });

  it("goes with an update as If-Match when the caller names it", async () => {
    const seen: (string | null)[] = [];
    const api = createInquiryClient({
      baseUrl: "https://api.test",
      getToken: () => "staff-token",
      fetch: (input, init) => {
        seen.push(new Request(input, init).headers.get("if-match"));
        return Promise.resolve(Response.json({ id: "1" }));
      },
    });
    await api.update("1", { status: "won" }, { ifMatch: '"v5"' });
    await api.update("1", { status: "won" });
    expect(seen).toEqual(['"v5"', null]);
  });
});
