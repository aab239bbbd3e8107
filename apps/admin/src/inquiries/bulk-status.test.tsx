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
});
