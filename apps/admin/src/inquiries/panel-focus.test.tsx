import { adminCopy, fillIn, routes } from "@novaline/content";
import type { InquiryRecord } from "@novaline/inquiry";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";

const copy = adminCopy.inquiries;
const open = (name: string) => fillIn(copy.openLabel, { name });

/**
 * New inquiries, listed by the status filter of each request, as the API would; `listAnswer`,
 * when given, holds back each list answer until it resolves.
 */
function filteredApi(names: string[], listAnswer?: () => Promise<void>) {
  let items: InquiryRecord[] = names.map((name) => inquiryRecord({ name }));
  return fakeInquiryApi(async (url, request) => {
    const id = url.pathname.split("/").at(-1) ?? "";
    if (request.method === "PATCH") {
      const { status } = request.body as Pick<InquiryRecord, "status">;
      items = items.map((item) =>
        item.id === id ? { ...item, status, version: item.version + 1 } : item,
      );
    }
    const item = items.find((candidate) => candidate.id === id);
    if (item) return item;
    const status = url.searchParams.get("status");
    const listed = items.filter((it) => status === null || it.status === status);
    if (url.pathname === "/v1/inquiries") await listAnswer?.();
    return { items: listed, nextCursor: null };
  }).api;
}

async function closeAfterLeaving(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: open(name) }));
  const panel = await screen.findByRole("dialog", { name });
  await user.selectOptions(within(panel).getByLabelText(copy.detail.statusLabel), "won");
  // Filtered by "new": the inquiry leaves the list behind the panel.
  await waitFor(() => {
    expect(screen.queryByRole("button", { name: open(name) })).toBeNull();
  });
  await user.keyboard("{Escape}");
  await waitFor(() => {
    expect(screen.queryByRole("dialog")).toBeNull();
  });
}

describe("focus when the panel closes on an inquiry that left the filtered list", () => {
  it("goes to the next row", async () => {
    renderAdmin(
      `${routes.adminInquiries}?status=new`,
      fakeAuthClient(signedInAdmin).client,
      filteredApi(["Jane Cooper", "Ravi Patel", "Li Wei"]),
    );
    await closeAfterLeaving("Ravi Patel");
    expect(screen.getByRole("button", { name: open("Li Wei") })).toHaveFocus();
  });

  it("moves on to the next row when the list's answer comes after the panel closed", async () => {
    // The first list answers at once; the one asked for after the change waits for `release`.
    let answered = 0;
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderAdmin(
      `${routes.adminInquiries}?status=new`,
      fakeAuthClient(signedInAdmin).client,
      filteredApi(["Jane Cooper", "Ravi Patel", "Li Wei"], () =>
        (answered += 1) === 1 ? Promise.resolve() : held,
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: open("Ravi Patel") }));
    const panel = await screen.findByRole("dialog", { name: "Ravi Patel" });
    await user.selectOptions(within(panel).getByLabelText(copy.detail.statusLabel), "won");
    await waitFor(() => {
      expect(answered).toBeGreaterThan(1);
    });
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    // Still listed as far as the page knows: its own row.
    expect(screen.getByRole("button", { name: open("Ravi Patel") })).toHaveFocus();
    release?.();
    await waitFor(() => {
      expect(screen.queryByRole("button", { name: open("Ravi Patel") })).toBeNull();
    });
    expect(screen.getByRole("button", { name: open("Li Wei") })).toHaveFocus();
  });

  it("goes to the list's heading when no row follows", async () => {
    renderAdmin(
      `${routes.adminInquiries}?status=new`,
      fakeAuthClient(signedInAdmin).client,
      filteredApi(["Jane Cooper", "Li Wei"]),
    );
    await closeAfterLeaving("Li Wei");
    expect(
      screen.getByRole("heading", { level: 1, name: adminCopy.shell.inquiriesHeading }),
    ).toHaveFocus();
  });
});
