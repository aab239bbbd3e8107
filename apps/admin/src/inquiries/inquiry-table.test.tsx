import { adminCopy, fillIn, getIndustry, routes } from "@novaline/content";
import type { DemoCallRecord, InquiryRecord } from "@novaline/inquiry";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { narrowWindow } from "../testing/narrow-window.js";
import { renderAdmin } from "../testing/render-admin.js";
import { InquiryTable } from "./inquiry-table.js";

const copy = adminCopy.inquiries;
const openLabel = (name: string) => fillIn(copy.openLabel, { name });

const demoCall: DemoCallRecord = {
  id: "call-1",
  status: "ended",
  industry: "health",
  endedReason: "customer-ended-call",
  durationSeconds: 95,
  summary: "Asked about Saturday hours.",
  transcript: null,
  transcriptLines: null,
  hasRecording: false,
  consentVersion: "2026-01",
};

/** A "call me now" request as the API lists it: a first name and a number, no e-mails. */
const demoRequest = (overrides: Partial<InquiryRecord> = {}) =>
  inquiryRecord({
    kind: "demo",
    name: "Maya",
    email: null,
    phone: "+15125550134",
    company: null,
    message: null,
    delivery: [],
    call: demoCall,
    ...overrides,
  });

/** The list and each inquiry from one fake API. */
function apiOf(items: InquiryRecord[]) {
  return fakeInquiryApi((url) => {
    const id = url.pathname.split("/").at(-1);
    return items.find((item) => item.id === id) ?? { items, nextCursor: null };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a row of the inquiries table", () => {
  it("opens from a click anywhere on it, once, and not at the end of a text selection", async () => {
    const onOpen = vi.fn();
    const inquiry = inquiryRecord({ name: "Jane Cooper", status: "won" });
    render(
      <InquiryTable
        items={[inquiry]}
        onOpen={onOpen}
        selected={new Set()}
        onSelect={vi.fn()}
        sort="received_desc"
        onSort={vi.fn()}
      />,
    );
    const user = userEvent.setup();

    await user.click(screen.getByText(copy.statuses.won));
    expect(onOpen).toHaveBeenLastCalledWith(inquiry.id);
    await user.click(screen.getByText("Bright Smile Dental"));
    expect(onOpen).toHaveBeenCalledTimes(2);

    // The name is still a button of its own (keyboards, screen readers): it opens it once.
    await user.click(screen.getByRole("button", { name: openLabel("Jane Cooper") }));
    expect(onOpen).toHaveBeenCalledTimes(3);

    // Selecting text in the row (to copy an address) does not open it.
    vi.spyOn(window, "getSelection").mockReturnValue({ isCollapsed: false } as Selection);
    await user.click(screen.getByText("jane@clinic.com"));
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it("leaves a control inside a row to itself", async () => {
    const onOpen = vi.fn();
    render(
      <InquiryTable
        items={[inquiryRecord()]}
        onOpen={onOpen}
        selected={new Set()}
        onSelect={vi.fn()}
        sort="received_desc"
        onSort={vi.fn()}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: openLabel("Jane Cooper") }));
    // The button's own click opens it; the row does not open it a second time.
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("labels its controls with the visitor's name as typed, $ patterns and all", () => {
    // Names come from the public form: `$'` and `$&` are replacement patterns to
    // String.prototype.replace, and must not be read as such.
    const name = "Ann $' Lee $& Co $$";
    render(
      <InquiryTable
        items={[inquiryRecord({ name })]}
        onOpen={vi.fn()}
        selected={new Set()}
        onSelect={vi.fn()}
        sort="received_desc"
        onSort={vi.fn()}
      />,
    );
    expect(screen.getByRole("button", { name: `Open ${name}` })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: `Select ${name}` })).toBeInTheDocument();
  });

  it("opens the inquiry's panel when a cell is clicked in the app", async () => {
    const inquiry = inquiryRecord({ name: "Ravi Patel" });
    const { router } = renderAdmin(
      routes.adminInquiries,
      fakeAuthClient(signedInAdmin).client,
      apiOf([inquiry]).api,
    );
    const table = await screen.findByRole("table");
    await userEvent.setup().click(within(table).getByText(copy.kinds.contact));
    expect(await screen.findByRole("dialog", { name: "Ravi Patel" })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get("id")).toBe(inquiry.id);
  });

  it("shows a demo call's industry, and no e-mail state for a request that sends none", async () => {
    renderAdmin(
      routes.adminInquiries,
      fakeAuthClient(signedInAdmin).client,
      apiOf([demoRequest()]).api,
    );
    const [, row] = within(await screen.findByRole("table")).getAllByRole("row");
    if (!row) throw new Error("A row expected");
    expect(row).toHaveTextContent(copy.kinds.demo);
    expect(row).toHaveTextContent(getIndustry("health").label);
    expect(row).not.toHaveTextContent("—");
    // The call's outcome in a column of its own.
    const cells = within(row).getAllByRole("cell");
    expect(cells[3]).toHaveTextContent(copy.detail.call.outcomes.connected);
    // The e-mails column: after the tick box, the type, the subject, the outcome and the status.
    const emails = cells[5];
    expect(emails).toHaveTextContent(copy.noEmails);
    expect(emails).not.toHaveTextContent(copy.delivery.sent);
  });
});

describe("the inquiries on a phone-wide screen", () => {
  it("are cards with the name, type, status and date, opening like the rows", async () => {
    narrowWindow();
    const contact = inquiryRecord({ name: "Jane Cooper", status: "in_progress" });
    const demo = demoRequest();
    const { router } = renderAdmin(
      routes.adminInquiries,
      fakeAuthClient(signedInAdmin).client,
      apiOf([contact, demo]).api,
    );

    const list = await screen.findByRole("list", { name: copy.sorts.received_desc.caption });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [jane, maya] = within(list).getAllByRole("listitem");
    if (!jane || !maya) throw new Error("Two cards expected");
    expect(within(jane).getByRole("button", { name: openLabel("Jane Cooper") })).toBeVisible();
    expect(jane).toHaveTextContent(`${copy.columns.status}: ${copy.statuses.in_progress}`);
    expect(within(jane).getByText(copy.kinds.contact)).toBeVisible();
    expect(within(jane).getByText("Bright Smile Dental")).toBeVisible();
    expect(jane.querySelector("time")).toHaveAttribute("datetime", contact.createdAt);
    expect(jane).toHaveTextContent(copy.delivery.sent);
    expect(maya).toHaveTextContent(getIndustry("health").label);
    expect(maya).toHaveTextContent(copy.noEmails);

    await userEvent.setup().click(within(maya).getByText(copy.kinds.demo));
    expect(await screen.findByRole("dialog", { name: "Maya" })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get("id")).toBe(demo.id);
  });
});
