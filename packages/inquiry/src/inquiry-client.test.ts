import { describe, expect, it, vi } from "vitest";
import { createInquiryClient, InquiryApiError } from "./inquiry-client.js";

/** A fetch stub that records each request and answers with `response`. */
function stub(response: () => Response) {
  const requests: Request[] = [];
  const fetch = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Promise.resolve(response());
  });
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

describe("createInquiryClient", () => {
  it("submits an inquiry as JSON without a token and returns the receipt", async () => {
    const receipt = {
      id: "0b5c2f4e-0000-4000-8000-000000000000",
      createdAt: "2026-01-31T10:00:00.000Z",
    };
    const { fetch, requests } = stub(() => json(receipt, 201));
    const api = createInquiryClient({ baseUrl: "https://api.test/", fetch, getToken: () => "t" });
    const input = { kind: "demo", name: "Zoë", email: "zoe@clinic.com" } as const;
    await expect(api.submit(input)).resolves.toEqual(receipt);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("https://api.test/v1/inquiries");
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(request?.headers.get("authorization")).toBeNull();
    expect(await request?.json()).toEqual(input);
  });

  it("keeps the do-not-call list with the bearer token: adds (saying whether it was listed), lists, removes", async () => {
    const entry = {
      id: "hash-1",
      hint: "+1 ••• 77",
      source: "staff",
      addedBy: "ops@novaline.ai",
      createdAt: "2026-11-26T10:00:00.000Z",
    };
    const answers = [
      json(entry, 201),
      json(entry, 200),
      json({ items: [entry] }),
      new Response(null, { status: 204 }),
    ];
    const { fetch, requests } = stub(() => answers.shift() ?? json({}, 500));
    const api = createInquiryClient({ baseUrl: "https://api.test", fetch, getToken: () => "t" });
    await expect(api.addDoNotCall("+1 512 555 0177")).resolves.toEqual({
      entry,
      alreadyListed: false,
    });
    await expect(api.addDoNotCall("+15125550177")).resolves.toEqual({ entry, alreadyListed: true });
    await expect(api.listDoNotCall()).resolves.toEqual({ items: [entry] });
    await expect(api.removeDoNotCall("a/b")).resolves.toBeUndefined();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST https://api.test/v1/do-not-call",
      "POST https://api.test/v1/do-not-call",
      "GET https://api.test/v1/do-not-call",
      "DELETE https://api.test/v1/do-not-call/a%2Fb",
    ]);
    expect(requests.every((r) => r.headers.get("authorization") === "Bearer t")).toBe(true);
    expect(await requests[0]?.json()).toEqual({ phone: "+1 512 555 0177" });
  });

  it("lists with the filters in the query string and the bearer token", async () => {
    const page = { items: [], nextCursor: null };
    const { fetch, requests } = stub(() => json(page));
    const api = createInquiryClient({
      baseUrl: "https://api.test",
      fetch,
      getToken: () => Promise.resolve("id-token"),
    });
    await expect(
      api.list({
        kind: "maintenance",
        status: "new",
        q: "50% off",
        from: new Date("2026-01-01T00:00:00Z"),
        to: "2026-01-31",
        sort: "status_asc",
        limit: 50,
        cursor: "abc",
      }),
    ).resolves.toEqual(page);
    const url = new URL(requests[0]?.url ?? "");
    expect(url.pathname).toBe("/v1/inquiries");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      kind: "maintenance",
      status: "new",
      q: "50% off",
      from: "2026-01-01T00:00:00.000Z",
      to: "2026-01-31",
      sort: "status_asc",
      limit: "50",
      cursor: "abc",
    });
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer id-token");
  });

  it("gets and updates one inquiry by its id, and appends a note to it", async () => {
    const record = { id: "a/b", status: "won" };
    const { fetch, requests } = stub(() => json(record));
    const api = createInquiryClient({ baseUrl: "https://api.test", fetch, getToken: () => "t" });
    await api.get("a/b");
    await api.update("a/b", { status: "won", version: 3 });
    await api.addNote("a/b", "Signed");
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      "GET /v1/inquiries/a%2Fb",
      "PATCH /v1/inquiries/a%2Fb",
      "POST /v1/inquiries/a%2Fb/notes",
    ]);
    expect(await requests[1]?.json()).toEqual({ status: "won", version: 3 });
    expect(await requests[2]?.json()).toEqual({ body: "Signed" });
  });

  it("builds the CSV address and downloads the export with the token", async () => {
    const { fetch, requests } = stub(
      () => new Response("id,kind\n", { headers: { "content-type": "text/csv" } }),
    );
    const api = createInquiryClient({ baseUrl: "https://api.test", fetch, getToken: () => "t" });
    expect(api.csvUrl({ status: "spam" })).toBe("https://api.test/v1/inquiries.csv?status=spam");
    expect(api.csvUrl()).toBe("https://api.test/v1/inquiries.csv");
    const blob = await api.exportCsv({ kind: "demo" });
    expect(await blob.text()).toBe("id,kind\n");
    expect(requests[0]?.headers.get("accept")).toBe("text/csv");
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer t");
  });

  it("tells how many rows of the export have arrived while it streams", async () => {
    const parts = ['"id","name"\n"1","Jane"\n', '"2","Ravi"\n', '"3","Li"\n'];
    const { fetch } = stub(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
              controller.close();
            },
          }),
          { headers: { "content-type": "text/csv" } },
        ),
    );
    const api = createInquiryClient({ baseUrl: "https://api.test", fetch, getToken: () => "t" });
    const seen: number[] = [];
    const blob = await api.exportCsv({}, { onProgress: (rows) => seen.push(rows) });
    expect(seen).toEqual([1, 2, 3]);
    expect(await blob.text()).toBe(parts.join(""));
  });

  it("rejects with a typed error carrying code, message and fields", async () => {
    const fields = { email: "That email address doesn't look right" };
    const { fetch } = stub(() =>
      json({ error: { code: "invalid", message: "Please check the fields", fields } }, 422),
    );
    const error = await createInquiryClient({ baseUrl: "https://api.test", fetch })
      .submit({ kind: "demo", name: "J", email: "j" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InquiryApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "invalid",
      message: "Please check the fields",
      fields,
    });
  });

  it("reads Retry-After of a 429 and copes with answers that are not the API's JSON", async () => {
    const limited = stub(() =>
      json({ error: { code: "rate-limited", message: "Slow down" } }, 429, { "retry-after": "42" }),
    );
    await expect(
      createInquiryClient({ baseUrl: "https://api.test", fetch: limited.fetch }).list(),
    ).rejects.toMatchObject({ status: 429, code: "rate-limited", retryAfter: 42, fields: {} });
    const proxy = stub(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(
      createInquiryClient({ baseUrl: "https://api.test", fetch: proxy.fetch }).list(),
    ).rejects.toMatchObject({ status: 502, code: "unexpected" });
  });

  it("turns a network failure into a `network` error", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError("fetch failed")));
    await expect(
      createInquiryClient({ baseUrl: "https://api.test", fetch }).get("x"),
    ).rejects.toMatchObject({ status: 0, code: "network" });
  });

  it("asks for a demo call without a token and follows it by its id", async () => {
    const receipt = { id: "0b5c2f4e-0000-4000-8000-00000000000a", status: "queued" };
    const { fetch, requests } = stub(() => json(receipt, 202));
    const api = createInquiryClient({ baseUrl: "https://api.test", fetch, getToken: () => "t" });
    const request = {
      firstName: "Zoë",
      phone: "+44 7700 900123",
      industry: "health",
      consent: true,
    } as const;
    await expect(api.requestDemoCall(request)).resolves.toEqual(receipt);
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url).toBe("https://api.test/v1/demo-calls");
    expect(requests[0]?.headers.get("authorization")).toBeNull();
    expect(await requests[0]?.json()).toEqual(request);

    const view = { id: receipt.id, status: "ended", durationSeconds: 64 };
    const status = stub(() => json(view));
    await expect(
      createInquiryClient({ baseUrl: "https://api.test", fetch: status.fetch }).getDemoCall("a/b"),
    ).resolves.toEqual(view);
    expect(status.requests[0]?.method).toBe("GET");
    expect(status.requests[0]?.url).toBe("https://api.test/v1/demo-calls/a%2Fb");
  });

  it("gives a refused demo call its limit code and wait", async () => {
    const { fetch } = stub(() =>
      json({ error: { code: "demo-call-ip-limit", message: "Try again in an hour" } }, 429, {
        "retry-after": "3600",
      }),
    );
    await expect(
      createInquiryClient({ baseUrl: "https://api.test", fetch }).requestDemoCall({
        firstName: "Jo",
        phone: "+15125550134",
        industry: "health",
        consent: true,
      }),
    ).rejects.toMatchObject({ status: 429, code: "demo-call-ip-limit", retryAfter: 3600 });
  });
});
