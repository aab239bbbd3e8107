import { adminCopy, fillIn, routes } from "@novaline/content";
import type { InquiryRecord } from "@novaline/inquiry";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { narrowWindow } from "../testing/narrow-window.js";
import { renderAdmin } from "../testing/render-admin.js";
import { FOLLOW_UP_SAVE_DELAY_MS } from "./ownership-editor.js";
import { isOverdue } from "./ownership-summary.js";

const copy = adminCopy.inquiries;
const own = copy.ownership;

/** A fake API over `items` that applies PATCHes (assignee names from the fake staff list). */
function apiOver(initial: InquiryRecord[]) {
  let items = initial;
  const names: Record<string, string> = { "admin-uid": "Local Admin", "sam-uid": "Sam Sales" };
  const fake = fakeInquiryApi((url, request) => {
    const one = items.find((item) => url.pathname.endsWith(item.id));
    if (request.method === "PATCH" && one) {
      const patch = request.body as Partial<InquiryRecord>;
      const next: InquiryRecord = {
        ...one,
        ...patch,
        ...(patch.assigneeUid === undefined
          ? {}
          : {
              assigneeName: patch.assigneeUid === null ? null : (names[patch.assigneeUid] ?? null),
            }),
        updatedAt: new Date().toISOString(),
      };
      items = items.map((item) => (item.id === one.id ? next : item));
      return next;
    }
    return one ?? { items, nextCursor: null };
  });
  return { ...fake, current: () => items };
}
/** What each PATCH changed (the version it went from is for the versions' own tests). */
const patches = (requests: ReturnType<typeof fakeInquiryApi>["requests"]) =>
  requests()
    .filter((r) => r.method === "PATCH")
    .map((r) =>
      Object.fromEntries(
        Object.entries(r.body as Record<string, unknown>).filter(([name]) => name !== "version"),
      ),
    );

afterEach(() => {
  // The phone-wide window of a test must not reach the next file (one jsdom for all).
  vi.unstubAllGlobals();
});

describe("owning an inquiry", () => {
  it("assigns the focused inquiry to me with the a key, and shows the owner in its row", async () => {
    const { api, requests } = apiOver([
      inquiryRecord({ name: "Jane Cooper" }),
      inquiryRecord({ name: "Ravi Patel" }),
    ]);
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: own.column })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.keyboard("jj");
    await user.keyboard("a");
    await waitFor(() => {
      expect(patches(requests)).toEqual([{ assigneeUid: "admin-uid" }]);
    });
    const ravi = within(table).getAllByRole("row")[2];
    await waitFor(() => {
      expect(ravi).toHaveTextContent("Local Admin");
    });
    expect(await screen.findByText(own.assignedToMe)).toBeInTheDocument();
    // Not while typing in a field.
    await user.click(screen.getByLabelText(copy.searchLabel));
    await user.keyboard("a");
    expect(patches(requests)).toHaveLength(1);
  });

  it("picks an owner, assigns to me with the a key in the panel, and sets and clears a follow-up day", async () => {
    const jane = inquiryRecord({ name: "Jane Cooper" });
    const { api, requests } = apiOver([jane]);
    renderAdmin(
      `${routes.adminInquiries}?id=${jane.id}`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const panel = await screen.findByRole("dialog", { name: "Jane Cooper" });
    const picker = within(panel).getByLabelText(own.assigneeField);
    await waitFor(() => {
      expect(
        within(picker)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual([own.nobody, "Local Admin (you)", "Sam Sales"]);
    });
    const user = userEvent.setup();
    await user.selectOptions(picker, "sam-uid");
    await waitFor(() => {
      expect(picker).toHaveValue("sam-uid");
    });
    // The key, as the button says.
    const button = within(panel).getByRole("button", { name: own.assignToMe });
    expect(button).toHaveAttribute("aria-keyshortcuts", "a");
    await user.click(within(panel).getByText(copy.detail.fields.kind));
    await user.keyboard("a");
    await waitFor(() => {
      expect(picker).toHaveValue("admin-uid");
    });
    expect(within(panel).queryByRole("button", { name: own.assignToMe })).toBeNull();

    const day = within(panel).getByLabelText(own.followUpField);
    await user.type(day, "2030-06-10");
    await waitFor(() => {
      expect(patches(requests)).toContainEqual({ followUpOn: "2030-06-10" });
    });
    await user.click(within(panel).getByRole("button", { name: own.clearFollowUp }));
    await waitFor(() => {
      expect(day).toHaveValue("");
    });
    expect(patches(requests)).toEqual([
      { assigneeUid: "sam-uid" },
      { assigneeUid: "admin-uid" },
      { followUpOn: "2030-06-10" },
      { followUpOn: null },
    ]);
  });

  it("saves a typed follow-up day once typing pauses or the field is left, never a half-typed year", async () => {
    const jane = inquiryRecord({ name: "Jane Cooper" });
    const { api, requests } = apiOver([jane]);
    renderAdmin(
      `${routes.adminInquiries}?id=${jane.id}`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const panel = await screen.findByRole("dialog", { name: "Jane Cooper" });
    const day = within(panel).getByLabelText(own.followUpField);
    // What a date input holds while "2030" is typed into its year.
    fireEvent.change(day, { target: { value: "0203-06-10" } });
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_UP_SAVE_DELAY_MS + 200));
    expect(patches(requests)).toEqual([]);
    fireEvent.change(day, { target: { value: "2030-06-10" } });
    fireEvent.blur(day);
    await waitFor(() => {
      expect(patches(requests)).toEqual([{ followUpOn: "2030-06-10" }]);
    });
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_UP_SAVE_DELAY_MS + 200));
    expect(patches(requests)).toHaveLength(1);
  });

  it("filters Mine, Unassigned and Overdue, kept in the address", async () => {
    const { api, requests } = apiOver([inquiryRecord({ name: "Jane Cooper" })]);
    const { router } = renderAdmin(
      routes.adminInquiries,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    await screen.findByRole("table");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(own.assigneeLabel), own.mine);
    await user.selectOptions(screen.getByLabelText(own.followUpLabel), own.overdue);
    await waitFor(() => {
      expect(router.state.location.search).toBe("?assignee=me&followUp=overdue");
    });
    await waitFor(() => {
      const last = requests()
        .filter((r) => r.url.pathname === "/v1/inquiries")
        .at(-1)?.url;
      expect(last?.searchParams.get("assignee")).toBe("admin-uid");
      expect(last?.searchParams.get("followUpBefore")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
    await user.selectOptions(screen.getByLabelText(own.assigneeLabel), own.unassigned);
    await waitFor(() => {
      const last = requests()
        .filter((r) => r.url.pathname === "/v1/inquiries")
        .at(-1)?.url;
      expect(last?.searchParams.get("assignee")).toBe("none");
    });
  });

  it("keeps Clear filters in its place, hidden until something is filtered", async () => {
    const { api } = apiOver([inquiryRecord({ name: "Jane Cooper" })]);
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    await screen.findByRole("table");
    const clear = screen.getByText(copy.clearFilters).closest("button");
    expect(clear).toHaveClass("invisible");
    expect(clear).toHaveAttribute("aria-hidden", "true");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(copy.statusLabel), "won");
    await waitFor(() => {
      expect(screen.getByRole("button", { name: copy.clearFilters })).not.toHaveClass("invisible");
    });
  });

  it("folds the filters behind a Filters (n) toggle on a phone", async () => {
    narrowWindow();
    const { api } = apiOver([inquiryRecord({ name: "Jane Cooper" })]);
    renderAdmin(
      `${routes.adminInquiries}?assignee=none&status=new`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const toggle = await screen.findByRole("button", {
      name: fillIn(own.filtersToggle, { count: "2" }),
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel).toHaveClass("max-sm:hidden");
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).not.toHaveClass("max-sm:hidden");
    // The search stays in sight.
    expect(screen.getByLabelText(copy.searchLabel)).toBeInTheDocument();
  });
});

describe("isOverdue", () => {
  const now = new Date(2030, 5, 10, 9, 0);
  it("is a follow-up day before today on an open inquiry", () => {
    expect(isOverdue({ followUpOn: "2030-06-09", status: "new" }, now)).toBe(true);
    expect(isOverdue({ followUpOn: "2030-06-09", status: "in_progress" }, now)).toBe(true);
    expect(isOverdue({ followUpOn: "2030-06-10", status: "new" }, now)).toBe(false);
    expect(isOverdue({ followUpOn: "2030-06-01", status: "won" }, now)).toBe(false);
    expect(isOverdue({ followUpOn: null, status: "new" }, now)).toBe(false);
  });
});
