import { describe, expect, it } from "vitest";
import { inquiryNoteSchema, inquiryUpdateSchema } from "./inquiry-admin-schema.js";
import { createInquiryClient, InquiryApiError } from "./inquiry-client.js";
import { inquiryVersionOf, inquiryVersionTag } from "./inquiry-version.js";

describe("an inquiry's version", () => {
  it("is named by its version number, and read back from the tag", () => {
    expect(inquiryVersionTag({ version: 0 })).toBe('"v0"');
    expect(inquiryVersionTag({ version: 12 })).toBe('"v12"');
    expect(inquiryVersionOf('"v12"')).toBe(12);
    expect(inquiryVersionOf(' "v0" ')).toBe(0);
    for (const other of ['W/"v1"', "v1", '"x"', "*", "", '"v-1"', '"v1.5"', '"v1234567890"'])
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

  it("may go in the body as a whole number, beside a status", () => {
    expect(inquiryUpdateSchema.safeParse({ status: "won", version: 4 }).success).toBe(true);
    for (const version of [-1, 1.5, "4", null])
      expect(inquiryUpdateSchema.safeParse({ status: "won", version }).success).toBe(false);
    // A version alone changes nothing.
    expect(inquiryUpdateSchema.safeParse({ version: 4 }).success).toBe(false);
    // Notes are appended, never set.
    expect(inquiryUpdateSchema.safeParse({ status: "won", note: "x" }).success).toBe(false);
  });

  it("comes back with a 409 as the error's current inquiry", async () => {
    const current = { id: "1", version: 7, status: "won", updatedBy: "dana@novaline.ai" };
    const api = createInquiryClient({
      baseUrl: "https://api.test",
      fetch: () =>
        Promise.resolve(
          Response.json(
            { error: { code: "inquiry-changed", message: "Changed" }, inquiry: current },
            { status: 409 },
          ),
        ),
    });
    const error = await api.update("1", { status: "lost", version: 6 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InquiryApiError);
    expect((error as InquiryApiError).status).toBe(409);
    expect((error as InquiryApiError).code).toBe("inquiry-changed");
    expect((error as InquiryApiError).current).toEqual(current);
  });
});

describe("a note", () => {
  it("is trimmed text of 1 to 5,000 characters, newlines allowed, control characters not", () => {
    expect(inquiryNoteSchema.parse({ body: "  Called back\nWants a quote  " })).toEqual({
      body: "Called back\nWants a quote",
    });
    expect(inquiryNoteSchema.safeParse({ body: "x".repeat(5000) }).success).toBe(true);
    for (const body of ["", "   ", "x".repeat(5001), "a\u0000b", 5])
      expect(inquiryNoteSchema.safeParse({ body }).success).toBe(false);
    expect(inquiryNoteSchema.safeParse({ body: "x", author: "me" }).success).toBe(false);
  });
});
