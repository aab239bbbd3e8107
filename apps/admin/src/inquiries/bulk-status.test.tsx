import { adminCopy, routes } from "@novaline/content";
import type { InquiryRecord } from "@novaline/inquiry";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";

const copy = adminCopy.inquiries;
const rows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

describe("changing the status of several inquiries", () => {
  beforeAll(() => {
    // jsdom has no pointer capture; the toast's swipe-to-dismiss asks for it on press.
    Object.assign(Element.prototype, {
      setPointerCapture: () => undefined,
      releasePointerCapture: () => undefined,
    });
  });

  it("ticks some or all, sets one status on them, and names the ones that failed, keeping exactly those ticked", async () => {
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
    // The one that failed is named, with why, and stays ticked alone.
    expect(screen.getByRole("alert")).toHaveTextContent(
      copy.bulk.failedNamed
        .replace("{count}", "1")
        .replace(
          "{names}",
          copy.bulk.failedRow
            .replace("{name}", "Li Wei")
            .replace("{reason}", copy.bulk.reasons.other),
        ),
    );
    expect(requests().filter((r) => r.method === "PATCH")).toHaveLength(3);
    expect(screen.getByText(copy.bulk.selected.replace("{count}", "1"))).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select Li Wei" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select Jane Cooper" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select Ravi Patel" })).not.toBeChecked();
    // Clearing the selection puts the bar away.
    await user.click(screen.getByRole("button", { name: copy.bulk.clear }));
    expect(screen.queryByText(/selected$/)).toBeNull();

    // Ticks do not outlive the filters they were made under.
    await user.click(screen.getByRole("checkbox", { name: "Select Ravi Patel" }));
    expect(screen.getByText(copy.bulk.selected.replace("{count}", "1"))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(copy.statusLabel), "won");
    await waitFor(() => {
      expect(screen.queryByText(/selected$/)).toBeNull();
    });
  });

  it("undoes a bulk change from its toast: each inquiry goes back to its own status, from the version it was changed to", async () => {
    let items: InquiryRecord[] = [
      inquiryRecord({ name: "Jane Cooper", status: "new" }),
      inquiryRecord({ name: "Ravi Patel", status: "in_progress" }),
    ];
    let saves = 0;
    const { api, requests } = fakeInquiryApi((url, request) => {
      if (request.method === "PATCH") {
        const id = url.pathname.split("/").at(-1);
        const { status } = request.body as { status: InquiryRecord["status"] };
        saves += 1;
        const updatedAt = new Date(Date.UTC(2026, 10, 30, 10, 0, saves)).toISOString();
        items = items.map((item) => (item.id === id ? { ...item, status, updatedAt } : item));
        return items.find((item) => item.id === id) ?? { status: 404, body: {} };
      }
      return { items, nextCursor: null };
    });
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    await screen.findByRole("table");
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: copy.bulk.selectAll }));
    await user.selectOptions(screen.getByLabelText(copy.bulk.statusLabel), "lost");
    await user.click(screen.getByRole("button", { name: copy.bulk.apply }));
    await waitFor(() => {
      expect(rows()[1]).toHaveTextContent(copy.statuses.lost);
    });
    expect(rows()[0]).toHaveTextContent(copy.statuses.lost);
    const changedTo = new Map(items.map((item) => [item.id, item.updatedAt]));

    await user.click(await screen.findByRole("button", { name: copy.bulk.undo }));
    expect(await screen.findByText(copy.bulk.undone.replace("{count}", "2"))).toBeInTheDocument();
    await waitFor(() => {
      expect(rows()[0]).toHaveTextContent(copy.statuses.new);
    });
    expect(rows()[1]).toHaveTextContent(copy.statuses.in_progress);
    const undos = requests()
      .filter((r) => r.method === "PATCH")
      .slice(2);
    expect(undos.map((r) => r.body)).toEqual(
      expect.arrayContaining([{ status: "new" }, { status: "in_progress" }]),
    );
    // From the version the bulk change left: a change somebody made since is not overwritten.
    for (const undo of undos) {
      const id = undo.url.pathname.split("/").at(-1) ?? "";
      expect(undo.ifMatch).toBe(`"v${String(Date.parse(changedTo.get(id) ?? ""))}"`);
    }
  });
});
