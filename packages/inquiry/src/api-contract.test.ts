import { describe, expect, expectTypeOf, it } from "vitest";
import { inquiryApi, pathOf, type PathParams, type ResultOf } from "./api-endpoints.js";
import { API_ERROR_STATUS, isApiErrorCode, type InquiryErrorCode } from "./api-errors.js";
import { createInquiryClient, InquiryApiError } from "./inquiry-client.js";
import type { InquiryRecord } from "./inquiry-record.js";

describe("the API contract", () => {
  it("fills a path's parameters, URI-encoded", () => {
    expect(pathOf(inquiryApi.getInquiry, { id: "a/b c" })).toBe("/v1/inquiries/a%2Fb%20c");
    expect(pathOf(inquiryApi.listInquiries, {})).toBe("/v1/inquiries");
    expectTypeOf<PathParams<"/v1/inquiries/:id">>().toEqualTypeOf<"id">();
    expectTypeOf<PathParams<"/v1/a/:first/b/:second">>().toEqualTypeOf<"first" | "second">();
    expectTypeOf<ResultOf<typeof inquiryApi.getInquiry>>().toEqualTypeOf<InquiryRecord>();
  });

  it("keeps paths unique, and only the visitor's endpoints public", () => {
    const routes = Object.values(inquiryApi).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
    const publicOnes = Object.entries(inquiryApi)
      .filter(([, endpoint]) => endpoint.access === "public")
      .map(([name]) => name);
    expect(publicOnes.sort()).toEqual([
      "getDemoCall",
      "requestDemoCall",
      "sendCallFeedback",
      "sendChatMessage",
      "submitInquiry",
    ]);
  });

  it("gives every error code a client or server error status", () => {
    for (const status of Object.values(API_ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
    expect(isApiErrorCode("demo-calls-daily-cap")).toBe(true);
    expect(isApiErrorCode("toString")).toBe(false);
    expect(isApiErrorCode("teapot")).toBe(false);
  });

  it("never sends the staff token to a public endpoint, always to an admin one", async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    const api = createInquiryClient({
      baseUrl: "https://api.test",
      getToken: () => "staff-token",
      fetch: (input, init) => {
        const request = new Request(input, init);
        seen.push({ url: request.url, authorization: request.headers.get("authorization") });
        return Promise.resolve(Response.json({ id: "1", status: "queued", items: [] }));
      },
    });
    await api.getDemoCall("1");
    await api.listDoNotCall();
    expect(seen).toEqual([
      { url: "https://api.test/v1/demo-calls/1", authorization: null },
      { url: "https://api.test/v1/do-not-call", authorization: "Bearer staff-token" },
    ]);
  });

  it("reports a code outside the contract as an unexpected answer, not as that code", async () => {
    const api = createInquiryClient({
      baseUrl: "https://api.test",
      fetch: () =>
        Promise.resolve(
          Response.json({ error: { code: "teapot", message: "I'm a teapot" } }, { status: 418 }),
        ),
    });
    const error = await api.getDemoCall("1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InquiryApiError);
    expect((error as InquiryApiError).code).toBe("unexpected");
    expect((error as InquiryApiError).status).toBe(418);
    // The union is closed: a code the contract does not list is a type error.
    // @ts-expect-error "teapot" is not one of the contract's codes
    const teapot: InquiryErrorCode = "teapot";
    expect(teapot).toBe("teapot");
  });
});
