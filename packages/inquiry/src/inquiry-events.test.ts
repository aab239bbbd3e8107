import { describe, expect, it, vi } from "vitest";
import type { InquiryChange } from "./inquiry-record.js";
import { watchInquiryChanges } from "./inquiry-events.js";

const change = (id: string, kind: InquiryChange["kind"] = "created") =>
  ({ kind, inquiry: { id, status: "new" } }) as unknown as InquiryChange;

/** An API whose stream answers each connection with the next script of SSE text. */
function fakeStreams(scripts: string[]) {
  const requests: { url: string; authorization: string | null; lastEventId: string | null }[] = [];
  const fetch = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    requests.push({
      url: input instanceof Request ? input.url : input.toString(),
      authorization: headers.get("authorization"),
      lastEventId: headers.get("last-event-id"),
    });
    const script = scripts.shift();
    if (script === undefined) return Promise.resolve(new Response(null, { status: 401 }));
    return Promise.resolve(
      new Response(script, { headers: { "content-type": "text/event-stream" } }),
    );
  });
  return { fetch, requests };
}

describe("watchInquiryChanges", () => {
  it("gives each change, reconnects with a fresh token and the last id, and stops when refused", async () => {
    const { fetch, requests } = fakeStreams([
      `event: ready\ndata:\nid: 7-1\nretry: 10\n\nevent: inquiry\ndata: ${JSON.stringify(change("a"))}\nid: 7-2\n\n`,
      `event: inquiry\ndata: {not json}\n\nevent: inquiry\ndata: {"kind":"gone"}\n\nevent: inquiry\ndata: ${JSON.stringify(change("b", "updated"))}\nid: 8-1\n\n`,
    ]);
    const changes: InquiryChange[] = [];
    const live: boolean[] = [];
    let token = 0;
    const stop = watchInquiryChanges({
      baseUrl: "https://api.novaline.ai/",
      getToken: () => `token-${String((token += 1))}`,
      fetch,
      onChange: (c) => changes.push(c),
      onLive: (value) => live.push(value),
    });
    // The third connection is refused (401): the watch gives up and says so.
    await vi.waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(3);
      expect(live.at(-1)).toBe(false);
      // Two reconnections 10 ms apart; a loaded CI machine took over a second (waitFor's default).
    }, 10_000);
    stop();
    expect(requests[0]?.url).toBe("https://api.novaline.ai/v1/inquiry-events");
    expect(changes.map((c) => [c.kind, c.inquiry.id])).toEqual([
      ["created", "a"],
      ["updated", "b"],
    ]);
    expect(
      requests.map(({ authorization, lastEventId }) => ({ authorization, lastEventId })),
    ).toEqual([
      { authorization: "Bearer token-1", lastEventId: null },
      { authorization: "Bearer token-2", lastEventId: "7-2" },
      { authorization: "Bearer token-3", lastEventId: "8-1" },
    ]);
    expect(live.slice(0, 2)).toEqual([true, false]);
  });
});
