import { adminCopy, fillIn, routes } from "@novaline/content";
import type { InquiryChange } from "@novaline/inquiry";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";
import type { WatchInquiries } from "./inquiries-api-context.js";

const copy = adminCopy.inquiries;
const rows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

/** A live inbox the test drives: it says when the stream is up and sends changes. */
function fakeWatch() {
  const handlers: Parameters<WatchInquiries>[0][] = [];
  const watch: WatchInquiries = (h) => {
    handlers.push(h);
    return () => {
      handlers.splice(handlers.indexOf(h), 1);
    };
  };
  return {
    watch,
    live: (value: boolean) => {
      act(() => {
        for (const h of handlers) h.onLive?.(value);
      });
    },
    send: (change: InquiryChange) => {
      act(() => {
        for (const h of handlers) h.onChange(change);
      });
    },
  };
}

describe("the live inbox", () => {
  it("shows another member of staff's change in place, and counts new inquiries without moving a row", async () => {
    const jane = inquiryRecord({ name: "Jane Cooper", createdAt: "2026-11-20T09:30:00.000Z" });
    const ravi = inquiryRecord({ name: "Ravi Patel", createdAt: "2026-11-19T09:30:00.000Z" });
    const newcomer = inquiryRecord({ name: "Amara Okafor", createdAt: "2026-11-21T09:30:00.000Z" });
    let listed = [jane, ravi];
    const { api, requests } = fakeInquiryApi(() => ({ items: listed, nextCursor: null }));
    const live = fakeWatch();
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api, live.watch);
    await screen.findByRole("table");
    expect(screen.queryByText(copy.liveLabel)).toBeNull();
    live.live(true);
    expect(screen.getByText(copy.liveLabel)).toBeInTheDocument();

    live.send({ kind: "updated", inquiry: { ...ravi, status: "won", version: 1 } });
    await waitFor(() => {
      expect(rows()[1]).toHaveTextContent(copy.statuses.won);
    });

    const asked = requests().length;
    live.send({ kind: "created", inquiry: newcomer });
    live.send({ kind: "created", inquiry: inquiryRecord({ name: "Li Wei" }) });
    // Counted, not inserted: the rows stay where the pointer is.
    expect(screen.getByText(fillIn(copy.arrived.other, { count: "2" }))).toBeInTheDocument();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining("Jane Cooper"),
      expect.stringContaining("Ravi Patel"),
    ]);
    expect(requests()).toHaveLength(asked);

    listed = [newcomer, jane, { ...ravi, status: "won" }];
    await userEvent.setup().click(screen.getByRole("button", { name: copy.arrived.show }));
    expect(await screen.findByText("Amara Okafor")).toBeInTheDocument();
    expect(screen.queryByText(fillIn(copy.arrived.other, { count: "2" }))).toBeNull();
  });

  it("counts only the new inquiries the filters would show, as the API filters them", async () => {
    const jane = inquiryRecord({ name: "Jane Cooper", status: "new" });
    const demo = inquiryRecord({ name: "Omar Haddad", kind: "demo", status: "new" });
    const other = inquiryRecord({ name: "Li Wei", kind: "contact", status: "new" });
    // The API: the list's filter (?kind=demo) and the newest first; Omar is the newest demo.
    let stored = [jane];
    const { api, requests } = fakeInquiryApi((url) => ({
      items: stored.filter((item) => item.kind === (url.searchParams.get("kind") ?? item.kind)),
      nextCursor: null,
    }));
    const live = fakeWatch();
    renderAdmin(
      `${routes.adminInquiries}?kind=demo`,
      fakeAuthClient(signedInAdmin).client,
      api,
      live.watch,
    );
    await screen.findByRole("heading", { name: copy.noMatchesTitle });
    live.live(true);

    stored = [other, ...stored];
    live.send({ kind: "created", inquiry: other });
    // A contact form while the list shows demo requests: nothing to show, nothing counted.
    await waitFor(() => {
      expect(requests().some(({ url }) => url.searchParams.get("limit") === "1")).toBe(true);
    });
    expect(screen.queryByText(copy.arrived.one)).toBeNull();

    stored = [demo, ...stored];
    live.send({ kind: "created", inquiry: demo });
    expect(await screen.findByText(copy.arrived.one)).toBeInTheDocument();
    expect(screen.queryByText(fillIn(copy.arrived.other, { count: "2" }))).toBeNull();

    // Other filters load the list afresh: the new inquiries are in it, no longer waiting.
    const [clear] = screen.getAllByRole("button", { name: copy.clearFilters });
    if (!clear) throw new Error("No Clear filters button");
    await userEvent.setup().click(clear);
    expect(await screen.findByText("Li Wei")).toBeInTheDocument();
    expect(screen.getByText("Omar Haddad")).toBeInTheDocument();
    expect(screen.queryByText(copy.arrived.one)).toBeNull();
  });

  it("goes back to polling, and says when it last looked, when the stream drops", async () => {
    const live = fakeWatch();
    renderAdmin(
      routes.adminInquiries,
      fakeAuthClient(signedInAdmin).client,
      fakeInquiryApi(() => ({ items: [inquiryRecord()], nextCursor: null })).api,
      live.watch,
    );
    await screen.findByRole("table");
    live.live(true);
    expect(screen.getByText(copy.liveLabel)).toBeInTheDocument();
    live.live(false);
    expect(screen.queryByText(copy.liveLabel)).toBeNull();
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();
  });

  it("does not say Live over a list that could not be loaded", async () => {
    const live = fakeWatch();
    renderAdmin(
      routes.adminInquiries,
      fakeAuthClient(signedInAdmin).client,
      fakeInquiryApi(() => ({
        status: 503,
        body: { error: { code: "unavailable", message: "The database is not answering." } },
      })).api,
      live.watch,
    );
    expect(
      await screen.findByRole("heading", { name: copy.errorTitle }, { timeout: 5000 }),
    ).toBeInTheDocument();
    live.live(true);
    expect(screen.queryByText(copy.liveLabel)).toBeNull();
  });
});
