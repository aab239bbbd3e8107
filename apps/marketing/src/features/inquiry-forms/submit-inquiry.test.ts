import { brand } from "@novaline/content";
import { InquiryApiError } from "@novaline/inquiry";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inquiryApiUrl, submitInquiry } from "./submit-inquiry";

const inquiry = {
  kind: "contact",
  name: "Jane Cooper",
  email: "jane@clinic.com",
  message: "We miss calls after 5 PM.",
  sourcePage: "/contact",
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("submitInquiry", () => {
  it("posts the inquiry as JSON to the API's /v1/inquiries", async () => {
    vi.stubEnv("VITE_API_URL", "http://127.0.0.1:8787/");
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        Response.json({ id: "a1", createdAt: "2026-11-24T00:00:00.000Z" }, { status: 201 }),
      ),
    );
    vi.stubGlobal("fetch", fetch);
    await submitInquiry({ ...inquiry, company_website: "" });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("http://127.0.0.1:8787/v1/inquiries");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(init?.body as string)).toEqual(inquiry);
  });

  it("sends the honeypot field when a bot filled it in", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        Response.json({ id: "a1", createdAt: "2026-11-24T00:00:00.000Z" }, { status: 201 }),
      ),
    );
    vi.stubGlobal("fetch", fetch);
    await submitInquiry({ ...inquiry, company_website: "https://spam.example" });
    const init = fetch.mock.calls[0]?.[1];
    expect(JSON.parse(init?.body as string)).toMatchObject({
      company_website: "https://spam.example",
    });
  });

  it("rejects with the API's per-field messages", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        Response.json(
          { error: { code: "invalid", message: "Invalid", fields: { email: "Bad address" } } },
          { status: 422 },
        ),
      ),
    );
    const error: unknown = await submitInquiry(inquiry).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(InquiryApiError);
    expect((error as InquiryApiError).fields).toEqual({ email: "Bad address" });
  });

  it("talks to the brand's API when the build names none", () => {
    vi.stubEnv("VITE_API_URL", undefined);
    expect(inquiryApiUrl()).toBe(brand.apiUrl);
  });
});
