import { adminCopy, routes } from "@novaline/content";
import type { InquiryRecord } from "@novaline/inquiry";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";

const copy = adminCopy.inquiries;
const rows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

describe("changing the status of several inquiries", () => {
  it("ticks some or all, sets one status on them, and says how many could not be changed", async () => {
    let items: InquiryRecord[] = ["Jane Cooper", "Ravi Patel", "Li Wei"].map((name) =>
      inquiryRecord({ name }),
    );
    const refused = items[2]?.id;
    const { api, requests } = fakeInquiryApi((url, request) => {
      if (request.method === "PATCH") {
        const id = url.pathname.split("/").at(-1);
        if (id === refused) return { status: 500, body: { error: { code: "x", message: "" } } };
        const { status } = request.body as { status: InquiryRecord["status"] };
        items = items.map((item) => (item.id === id ? { ...item, status } : item));
        return items.find((item) => item.id === id) ?? { status: 404, body: {} };
      }
      return { items, nextCursor: null };
    });
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    await screen.findByRole("table");
    const user = userEvent.setup();

    // Ticking a box does not open the inquiry.
    await user.click(screen.getByRole("checkbox", { name: "Select Jane Cooper" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText(copy.bulk.selected.replace("{count}", "1"))).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: copy.bulk.selectAll }));
    expect(screen.getByText(copy.bulk.selected.replace("{count}", "3"))).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(copy.bulk.statusLabel), "won");
    await user.click(screen.getByRole("button", { name: copy.bulk.apply }));
    await waitFor(() => {
      expect(rows()[0]).toHaveTextContent(copy.statuses.won);
    });
    expect(rows()[1]).toHaveTextContent(copy.statuses.won);
    expect(rows()[2]).toHaveTextContent(copy.statuses.new);
    expect(await screen.findByText(copy.bulk.done.replace("{count}", "2"))).toBeInTheDocument();
    expect(screen.getByText(copy.bulk.failed.replace("{count}", "1"))).toBeInTheDocument();
    expect(requests().filter((r) => r.method === "PATCH")).toHaveLength(3);
    // Done: the ticks are cleared.
    expect(screen.queryByText(/selected$/)).toBeNull();

    // Ticks do not outlive the filters they were made under.
    await user.click(screen.getByRole("checkbox", { name: "Select Ravi Patel" }));
    expect(screen.getByText(copy.bulk.selected.replace("{count}", "1"))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(copy.statusLabel), "won");
    await waitFor(() => {
      expect(screen.queryByText(/selected$/)).toBeNull();
    });
  });

  it("goes from each row's version: a status somebody else set since is not overwritten, a note is no obstacle", async () => {
    let items: InquiryRecord[] = [
      inquiryRecord({ name: "Jane Cooper", version: 2 }),
      inquiryRecord({ name: "Ravi Patel", version: 5 }),
    ];
    const [jane, ravi] = items;
    const { api, requests } = fakeInquiryApi((url, request) => {
      if (request.method === "PATCH") {
        const id = url.pathname.split("/").at(-1);
        const { status, version } = request.body as Pick<InquiryRecord, "status" | "version">;
        const item = items.find((candidate) => candidate.id === id);
        if (!item) return { status: 404, body: {} };
        if (version !== item.version) {
          return {
            status: 409,
            body: { error: { code: "inquiry-changed", message: "Changed" }, inquiry: item },
          };
        }
        items = items.map((it) => (it.id === id ? { ...it, status, version: it.version + 1 } : it));
        return items.find((it) => it.id === id) ?? { status: 404, body: {} };
      }
      return { items, nextCursor: null };
    });
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    await screen.findByRole("table");
    // Behind the list's back: Dana marks Jane won; someone adds a note to Ravi.
    items = items.map((item) =>
      item.id === jane?.id
        ? { ...item, status: "won", version: 3 }
        : { ...item, version: item.version + 1 },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: copy.bulk.selectAll }));
    await user.selectOptions(screen.getByLabelText(copy.bulk.statusLabel), "spam");
    await user.click(screen.getByRole("button", { name: copy.bulk.apply }));
    expect(await screen.findByText(copy.bulk.done.replace("{count}", "1"))).toBeInTheDocument();
    expect(screen.getByText(copy.bulk.failed.replace("{count}", "1"))).toBeInTheDocument();
    const sent = requests()
      .filter((r) => r.method === "PATCH")
      .map((r) => [r.url.pathname.split("/").at(-1), r.body]);
    expect(sent).toEqual(
      expect.arrayContaining([
        [jane?.id, { status: "spam", version: 2 }],
        [ravi?.id, { status: "spam", version: 5 }],
        [ravi?.id, { status: "spam", version: 6 }],
      ]),
    );
    expect(sent).toHaveLength(3);
    expect(items.map((item) => item.status)).toEqual(["won", "spam"]);
  });
});
