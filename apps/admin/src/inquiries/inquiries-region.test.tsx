import { adminCopy, fillIn, routes } from "@novaline/content";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";
import { SEARCH_DELAY_MS } from "./inquiry-filters.js";
import { localDay } from "./use-inquiry-filters.js";
import { REFRESH_INTERVAL_MS } from "./use-inquiry-list.js";

const copy = adminCopy.inquiries;
const rows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

afterEach(() => {
  vi.useRealTimers();
});

describe("the inquiries list", () => {
  it("shows the API's inquiries with their type, plan, status and e-mail delivery, asking with the staff token", async () => {
    const failedMail = inquiryRecord({ name: "Ravi Patel", kind: "maintenance", plan: "priority" });
    const { api, requests } = fakeInquiryApi(() => ({
      items: [
        inquiryRecord({ name: "Jane Cooper", status: "won" }),
        {
          ...failedMail,
          delivery: failedMail.delivery.map((mail, index) =>
            index === 0 ? { ...mail, state: "failed", lastError: "550 mailbox unavailable" } : mail,
          ),
        },
      ],
      nextCursor: null,
    }));
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);

    await screen.findByRole("table");
    const [jane, ravi] = rows();
    expect(jane).toHaveTextContent("Jane Cooper");
    expect(jane).toHaveTextContent(copy.kinds.contact);
    expect(jane).toHaveTextContent("Bright Smile Dental");
    expect(jane).toHaveTextContent(copy.statuses.won);
    expect(jane).toHaveTextContent(copy.delivery.sent);
    expect(ravi).toHaveTextContent("Priority Care");
    expect(ravi).toHaveTextContent(copy.delivery.failed);
    expect(
      screen.getByText(fillIn(copy.shownCount, { count: "2", total: "2" })),
    ).toBeInTheDocument();

    const [first] = requests();
    expect(first?.url.pathname).toBe("/v1/inquiries");
    expect(first?.url.searchParams.get("limit")).toBe("25");
    expect(first?.authorization).toBe("Bearer test-token");
  });

  it("says when a cap held an inquiry's e-mail back, and a failure first", async () => {
    const base = inquiryRecord({ name: "Held Back" });
    const held = {
      ...base,
      delivery: base.delivery.map((mail, index) =>
        index === 1 ? { ...mail, state: "held" as const, attempts: 0, sentAt: null } : mail,
      ),
    };
    const both = {
      ...inquiryRecord({ name: "Both Ways" }),
      delivery: held.delivery.map((mail, index) =>
        index === 0 ? { ...mail, state: "failed" as const, lastError: "550" } : mail,
      ),
    };
    const { api } = fakeInquiryApi(() => ({ items: [held, both], nextCursor: null }));
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);

    await screen.findByRole("table");
    const [heldRow, bothRow] = rows();
    expect(heldRow).toHaveTextContent(copy.delivery.held);
    expect(bothRow).toHaveTextContent(copy.delivery.failed);
    expect(bothRow).not.toHaveTextContent(copy.delivery.held);
  });

  it("keeps the filters in the address and sends them to the API", async () => {
    const { api, requests } = fakeInquiryApi(() => ({
      items: [inquiryRecord()],
      nextCursor: null,
    }));
    const { router } = renderAdmin(
      `${routes.adminInquiries}?status=won&q=jane&kind=bogus`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    await screen.findByRole("table");
    expect(screen.getByLabelText(copy.statusLabel)).toHaveValue("won");
    expect(screen.getByLabelText(copy.searchLabel)).toHaveValue("jane");
    // An unknown value is ignored rather than sent.
    expect(screen.getByLabelText(copy.kindLabel)).toHaveValue("");
    expect(Object.fromEntries(requests()[0]?.url.searchParams ?? [])).toMatchObject({
      status: "won",
      q: "jane",
    });
    expect(requests()[0]?.url.searchParams.has("kind")).toBe(false);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(copy.kindLabel), "demo");
    expect(new URLSearchParams(router.state.location.search).get("kind")).toBe("demo");
    await waitFor(() => {
      expect(requests().at(-1)?.url.searchParams.get("kind")).toBe("demo");
    });

    await user.clear(screen.getByLabelText(copy.searchLabel));
    await user.type(screen.getByLabelText(copy.searchLabel), "clinic");
    await waitFor(
      () => {
        expect(new URLSearchParams(router.state.location.search).get("q")).toBe("clinic");
      },
      { timeout: SEARCH_DELAY_MS + 1000 },
    );

    await user.click(screen.getByRole("button", { name: copy.clearFilters }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByLabelText(copy.searchLabel)).toHaveValue("");
  });

  it("narrows the list to a range of days kept in the address, and says when it runs backwards", async () => {
    const { api, requests } = fakeInquiryApi(() => ({
      items: [inquiryRecord()],
      nextCursor: null,
    }));
    const { router } = renderAdmin(
      `${routes.adminInquiries}?from=2026-11-01`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    await screen.findByRole("table");
    const from = screen.getByLabelText(copy.fromLabel);
    const to = screen.getByLabelText(copy.toLabel);
    expect(from).toHaveValue("2026-11-01");
    expect(requests()[0]?.url.searchParams.get("from")).toBe(new Date(2026, 10, 1).toISOString());
    expect(requests()[0]?.url.searchParams.has("to")).toBe(false);

    fireEvent.change(to, { target: { value: "2026-11-20" } });
    expect(new URLSearchParams(router.state.location.search).get("to")).toBe("2026-11-20");
    await waitFor(() => {
      expect(requests().at(-1)?.url.searchParams.get("to")).toBe(
        new Date(new Date(2026, 10, 21).getTime() - 1).toISOString(),
      );
    });
    expect(to).toHaveAttribute("min", "2026-11-01");
    expect(to).not.toHaveAttribute("aria-invalid");

    fireEvent.change(from, { target: { value: "2026-11-25" } });
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(to).toHaveAccessibleDescription(copy.backwardRange);
  });

  it("filters demo calls by outcome from one select, kept in the address and sent to the API", async () => {
    const { api, requests } = fakeInquiryApi(() => ({
      items: [inquiryRecord()],
      nextCursor: null,
    }));
    const { router } = renderAdmin(
      `${routes.adminInquiries}?outcome=busy`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    await screen.findByRole("table");
    const outcome = screen.getByLabelText(copy.detail.call.outcome);
    expect(outcome).toHaveValue("busy");
    expect(requests()[0]?.url.searchParams.get("outcome")).toBe("busy");
    const user = userEvent.setup();
    await user.selectOptions(outcome, "connected");
    expect(new URLSearchParams(router.state.location.search).get("outcome")).toBe("connected");
    await waitFor(() => {
      expect(requests().at(-1)?.url.searchParams.get("outcome")).toBe("connected");
    });
  });

  it("loads the next page with the API's cursor, saying how many of how many are shown", async () => {
    const { api, requests } = fakeInquiryApi((url) =>
      url.searchParams.get("cursor") === "page-2"
        ? { items: [inquiryRecord({ name: "Older One" })], nextCursor: null, total: 2 }
        : { items: [inquiryRecord({ name: "Newest One" })], nextCursor: "page-2", total: 2 },
    );
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    await screen.findByRole("table");
    expect(screen.getByText("1 of 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: copy.loadMore }));
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
    expect(rows()[1]).toHaveTextContent("Older One");
    expect(requests().at(-1)?.url.searchParams.get("cursor")).toBe("page-2");
    expect(screen.getByText("2 of 2")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: copy.loadMore })).not.toBeInTheDocument();
  });

  it("tells an empty inbox from filters that match nothing", async () => {
    const { api } = fakeInquiryApi();
    const { unmount } = renderAdmin(
      routes.adminInquiries,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    expect(await screen.findByRole("heading", { name: copy.emptyTitle })).toBeInTheDocument();
    unmount();

    const { router } = renderAdmin(
      `${routes.adminInquiries}?status=spam`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    expect(await screen.findByRole("heading", { name: copy.noMatchesTitle })).toBeInTheDocument();
    const clear = screen.getAllByRole("button", { name: copy.clearFilters }).at(-1);
    if (clear) await userEvent.click(clear);
    expect(router.state.location.search).toBe("");
  });

  it("explains a failure and tries again on request", async () => {
    let down = true;
    const { api } = fakeInquiryApi(() =>
      down
        ? {
            status: 503,
            body: { error: { code: "unavailable", message: "The database is not answering." } },
          }
        : { items: [inquiryRecord()], nextCursor: null },
    );
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    expect(
      await screen.findByRole("heading", { name: copy.errorTitle }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("The database is not answering.")).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole("button", { name: copy.retry }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });

  it.each([
    ["auth-session-too-old", "expired"],
    ["auth-email-unverified", "unverified"],
  ] as const)("signs out on a 403 %s and says why on the sign-in page", async (code, reason) => {
    const refused = fakeInquiryApi(() => ({
      status: 403,
      body: { error: { code, message: "Sign in again." } },
    }));
    const auth = fakeAuthClient(signedInAdmin);
    renderAdmin(routes.adminInquiries, auth.client, refused.api);
    await waitFor(() => {
      expect(auth.client.signOut).toHaveBeenCalledTimes(1);
    });
    expect(auth.client.recheckAccess).not.toHaveBeenCalled();
    auth.setSession({ status: "signedOut" });
    expect(await screen.findByRole("status")).toHaveTextContent(
      adminCopy.login.sessionEnded[reason],
    );
  });

  it("signs out when the API says the session was revoked, and rechecks access on 403", async () => {
    const revoked = fakeInquiryApi(() => ({
      status: 401,
      body: { error: { code: "auth-token-revoked", message: "This session was ended." } },
    }));
    const first = fakeAuthClient(signedInAdmin);
    const view = renderAdmin(routes.adminInquiries, first.client, revoked.api);
    await waitFor(() => {
      expect(first.client.signOut).toHaveBeenCalledTimes(1);
    });
    // Not retried: one request.
    expect(revoked.fetch).toHaveBeenCalledTimes(1);
    // Signed out, the staff member lands on sign-in, which says why, until they sign in again.
    first.setSession({ status: "signedOut" });
    expect(await screen.findByRole("status")).toHaveTextContent(
      adminCopy.login.sessionEnded.revoked,
    );
    expect(view.router.state.location.pathname).toBe(routes.adminLogin);
    view.unmount();
    const again = renderAdmin(routes.adminLogin, fakeAuthClient(signedInAdmin).client);
    await screen.findByRole("heading", { name: adminCopy.shell.inquiriesHeading });
    again.unmount();
    renderAdmin(routes.adminLogin, fakeAuthClient({ status: "signedOut" }).client);
    await screen.findByRole("heading", { name: adminCopy.login.heading });
    expect(screen.queryByText(adminCopy.login.sessionEnded.revoked)).not.toBeInTheDocument();
    cleanup();

    const notAdmin = fakeInquiryApi(() => ({
      status: 403,
      body: { error: { code: "auth-not-admin", message: "No admin access." } },
    }));
    const second = fakeAuthClient(signedInAdmin).client;
    renderAdmin(routes.adminInquiries, second, notAdmin.api);
    await waitFor(() => {
      expect(second.recheckAccess).toHaveBeenCalledTimes(1);
    });
    expect(second.signOut).not.toHaveBeenCalled();
  });

  it("exports the filtered inquiries as a CSV download", async () => {
    const createObjectURL = vi.fn(() => "blob:csv");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    const { api, requests } = fakeInquiryApi(() => ({
      items: [inquiryRecord()],
      nextCursor: null,
    }));
    renderAdmin(`${routes.adminInquiries}?status=won`, fakeAuthClient(signedInAdmin).client, api);
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: copy.exportCsv }));
    await waitFor(() => {
      expect(click).toHaveBeenCalledTimes(1);
    });
    const csv = requests().at(-1);
    expect(csv?.url.pathname).toBe("/v1/inquiries.csv");
    expect(csv?.url.searchParams.get("status")).toBe("won");
    expect(csv?.url.searchParams.has("limit")).toBe(false);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    // Named by the staff member's own day, as the day filters are.
    expect(link.download).toBe(`novaline-inquiries-${localDay(new Date())}.csv`);
    expect(link.href).toBe("blob:csv");
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it("asks again every 30 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, fetch } = fakeInquiryApi(() => ({ items: [inquiryRecord()], nextCursor: null }));
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    await screen.findByRole("table");
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    await waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });
});
