import { adminCopy, routes } from "@novaline/content";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { narrowWindow } from "../testing/narrow-window.js";
import { renderAdmin } from "../testing/render-admin.js";

const copy = adminCopy.inquiries;

/** The fake API's list in the order `sort` asks for, as the real one would give it. */
const jane = inquiryRecord({
  name: "Jane Cooper",
  status: "won",
  createdAt: "2026-11-20T09:30:00Z",
});
const ravi = inquiryRecord({
  name: "Ravi Patel",
  status: "new",
  createdAt: "2026-11-21T09:30:00Z",
});
const orders: Record<string, (typeof jane)[]> = {
  received_desc: [ravi, jane],
  received_asc: [jane, ravi],
  status_asc: [ravi, jane],
  status_desc: [jane, ravi],
};

function sortedApi() {
  return fakeInquiryApi((url) => ({
    items: orders[url.searchParams.get("sort") ?? "received_desc"] ?? [],
    nextCursor: null,
  }));
}

const names = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("button")[0]?.textContent);

const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sorting the inbox", () => {
  it("sorts by status and by date from the table's headers, kept in the address and sent to the API", async () => {
    const { api, requests } = sortedApi();
    const { router } = renderAdmin(
      routes.adminInquiries,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const user = userEvent.setup();
    await screen.findByRole("table");
    expect(names()).toEqual(["Ravi Patel", "Jane Cooper"]);
    expect(header(copy.columns.received)).toHaveAttribute("aria-sort", "descending");
    expect(header(copy.columns.status)).not.toHaveAttribute("aria-sort");
    expect(requests().at(-1)?.url.searchParams.get("sort")).toBe("received_desc");

    await user.click(within(header(copy.columns.status)).getByRole("button"));
    await waitFor(() => {
      expect(header(copy.columns.status)).toHaveAttribute("aria-sort", "ascending");
    });
    expect(header(copy.columns.received)).not.toHaveAttribute("aria-sort");
    expect(new URLSearchParams(router.state.location.search).get("sort")).toBe("status_asc");
    expect(requests().at(-1)?.url.searchParams.get("sort")).toBe("status_asc");
    expect(screen.getByRole("table", { name: copy.sorts.status_asc.caption })).toBeVisible();

    // A second click turns the order round.
    await user.click(within(header(copy.columns.status)).getByRole("button"));
    await waitFor(() => {
      expect(names()).toEqual(["Jane Cooper", "Ravi Patel"]);
    });
    expect(header(copy.columns.status)).toHaveAttribute("aria-sort", "descending");
    expect(requests().at(-1)?.url.searchParams.get("sort")).toBe("status_desc");

    // The date's first click is the newest first, the default, which the address leaves out.
    await user.click(within(header(copy.columns.received)).getByRole("button"));
    await waitFor(() => {
      expect(header(copy.columns.received)).toHaveAttribute("aria-sort", "descending");
    });
    expect(router.state.location.search).not.toContain("sort=");
    await user.click(within(header(copy.columns.received)).getByRole("button"));
    await waitFor(() => {
      expect(header(copy.columns.received)).toHaveAttribute("aria-sort", "ascending");
    });
    expect(names()).toEqual(["Jane Cooper", "Ravi Patel"]);
    expect(screen.getByRole("combobox", { name: copy.sortLabel })).toHaveValue("received_asc");
  });

  it("sorts the cards on a phone with the order control, and clearing the filters keeps the order", async () => {
    narrowWindow();
    const { api, requests } = sortedApi();
    const { router } = renderAdmin(
      `${routes.adminInquiries}?status=won`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const user = userEvent.setup();
    await screen.findByRole("list", { name: copy.sorts.received_desc.caption });
    await user.selectOptions(
      screen.getByRole("combobox", { name: copy.sortLabel }),
      copy.sorts.status_desc.label,
    );
    const list = await screen.findByRole("list", { name: copy.sorts.status_desc.caption });
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Jane Cooper");
    expect(requests().at(-1)?.url.searchParams.get("sort")).toBe("status_desc");
    expect(requests().at(-1)?.url.searchParams.get("status")).toBe("won");

    await user.click(screen.getByRole("button", { name: copy.clearFilters }));
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get("status")).toBeNull();
    });
    expect(new URLSearchParams(router.state.location.search).get("sort")).toBe("status_desc");
    expect(screen.getByRole("combobox", { name: copy.sortLabel })).toHaveValue("status_desc");
  });

  it("exports the CSV in the order shown", async () => {
    const { api, requests } = sortedApi();
    renderAdmin(
      `${routes.adminInquiries}?sort=received_asc`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:csv", revokeObjectURL: vi.fn() }),
    );
    const saved = vi
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    await screen.findByRole("table");
    await userEvent.setup().click(screen.getByRole("button", { name: copy.exportCsv }));
    await waitFor(() => {
      const csv = requests().find((request) => request.url.pathname === "/v1/inquiries.csv");
      expect(csv?.url.searchParams.get("sort")).toBe("received_asc");
    });
    await waitFor(() => {
      expect(saved).toHaveBeenCalled();
    });
    saved.mockRestore();
  });
});
