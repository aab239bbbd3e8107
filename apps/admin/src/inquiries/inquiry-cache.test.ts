import type { InquiryRecord } from "@novaline/inquiry";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { inquiryRecord } from "../testing/fake-inquiry-api.js";
import { detailKey, showRecord, type ListData } from "./inquiry-cache.js";

const note = (body: string) => ({
  id: crypto.randomUUID(),
  body,
  author: "admin@novaline.local",
  createdAt: "2026-11-30T10:00:00.000Z",
});

/** A client holding `record` in the panel and in one list. */
function cacheWith(record: InquiryRecord) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(detailKey(record.id), record);
  queryClient.setQueryData<ListData>(["inquiries", "list", {}, "received_desc"], {
    pages: [{ items: [record], nextCursor: null, total: 1 }],
    pageParams: [""],
  });
  const shown = () => ({
    panel: queryClient.getQueryData<InquiryRecord>(detailKey(record.id)),
    list: queryClient.getQueryData<ListData>(["inquiries", "list", {}, "received_desc"])?.pages[0]
      ?.items[0],
  });
  return { queryClient, shown };
}

describe("showing an inquiry the API or the live feed sent", () => {
  it("never replaces a later version with an earlier one (two notes added at once)", () => {
    const base = inquiryRecord({ version: 3 });
    const both = { ...base, version: 5, notes: [note("Mine"), note("Theirs")] };
    const mineOnly = { ...base, version: 4, notes: [note("Mine")] };
    const { queryClient, shown } = cacheWith(base);
    // The feed brings the later version first; this member's own answer arrives after it.
    showRecord(queryClient, both);
    showRecord(queryClient, mineOnly);
    expect(shown().panel?.notes).toHaveLength(2);
    expect(shown().list?.version).toBe(5);
    // A later version still replaces it.
    showRecord(queryClient, { ...both, version: 6, status: "won" });
    expect(shown().panel?.status).toBe("won");
    expect(shown().list?.status).toBe("won");
  });

  it("from the live feed, fills no panel that was never opened", () => {
    const queryClient = new QueryClient();
    const record = inquiryRecord({ version: 1 });
    showRecord(queryClient, record, { onlyShown: true });
    expect(queryClient.getQueryData(detailKey(record.id))).toBeUndefined();
    showRecord(queryClient, record);
    expect(queryClient.getQueryData(detailKey(record.id))).toEqual(record);
  });
});
