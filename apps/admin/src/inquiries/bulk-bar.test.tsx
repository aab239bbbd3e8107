import { adminCopy, fillIn, routes } from "@novaline/content";
import type { InquiryRecord } from "@novaline/inquiry";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";

const copy = adminCopy.inquiries;
const rows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

describe("changing the status or the owner of several inquiries", () => {
  beforeAll(() => {
    // jsdom has no pointer capture; the toast's swipe-to-dismiss asks for it on press.
    for (const method of ["setPointerCapture", "releasePointerCapture"]) {
      if (!(method in Element.prototype)) {
        Object.defineProperty(Element.prototype, method, { value: () => undefined });
      }
    }
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
    expect(screen.getByText(fillIn(copy.bulk.selected, { count: "1" }))).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: copy.bulk.selectAll }));
    expect(screen.getByText(fillIn(copy.bulk.selected, { count: "3" }))).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(copy.bulk.statusLabel), "won");
    await user.click(screen.getByRole("button", { name: copy.bulk.apply }));
    await waitFor(() => {
      expect(rows()[0]).toHaveTextContent(copy.statuses.won);
    });
    expect(rows()[1]).toHaveTextContent(copy.statuses.won);
    expect(rows()[2]).toHaveTextContent(copy.statuses.new);
    expect(await screen.findByText(fillIn(copy.bulk.done, { count: "2" }))).toBeInTheDocument();
    // The one that failed is named, with why, and stays ticked alone.
    expect(screen.getByRole("alert")).toHaveTextContent(
      fillIn(copy.bulk.failedNamed, {
        count: "1",
        names: fillIn(copy.bulk.failedRow, { name: "Li Wei", reason: copy.bulk.reasons.other }),
      }),
    );
    expect(requests().filter((r) => r.method === "PATCH")).toHaveLength(3);
    expect(screen.getByText(fillIn(copy.bulk.selected, { count: "1" }))).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select Li Wei" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select Jane Cooper" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select Ravi Patel" })).not.toBeChecked();
    // Clearing the selection puts the bar away.
    await user.click(screen.getByRole("button", { name: copy.bulk.clear }));
    expect(screen.queryByText(/selected$/)).toBeNull();

    // Ticks do not outlive the filters they were made under.
    await user.click(screen.getByRole("checkbox", { name: "Select Ravi Patel" }));
    expect(screen.getByText(fillIn(copy.bulk.selected, { count: "1" }))).toBeInTheDocument();
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
        items = items.map((item) =>
          item.id === id ? { ...item, status, version: item.version + saves } : item,
        );
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
    const changedTo = new Map(items.map((item) => [item.id, item.version]));

    await user.click(await screen.findByRole("button", { name: copy.bulk.undo }));
    expect(await screen.findByText(fillIn(copy.bulk.undone, { count: "2" }))).toBeInTheDocument();
    await waitFor(() => {
      expect(rows()[0]).toHaveTextContent(copy.statuses.new);
    });
    expect(rows()[1]).toHaveTextContent(copy.statuses.in_progress);
    const undos = requests()
      .filter((r) => r.method === "PATCH")
      .slice(2);
    // From the version the bulk change left: a change somebody made since is not overwritten.
    expect(undos.map((r) => [r.url.pathname.split("/").at(-1), r.body])).toEqual(
      expect.arrayContaining(
        items.map((item, index) => [
          item.id,
          { status: index === 0 ? "new" : "in_progress", version: changedTo.get(item.id) },
        ]),
      ),
    );
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
    // Behind the list's back: Sam marks Jane won; someone adds a note to Ravi.
    items = items.map((item) =>
      item.id === jane?.id
        ? { ...item, status: "won", version: 3 }
        : { ...item, version: item.version + 1 },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: copy.bulk.selectAll }));
    await user.selectOptions(screen.getByLabelText(copy.bulk.statusLabel), "spam");
    await user.click(screen.getByRole("button", { name: copy.bulk.apply }));
    expect(await screen.findByText(fillIn(copy.bulk.done, { count: "1" }))).toBeInTheDocument();
    // Jane's status is theirs now: named as changed by somebody else, and kept ticked.
    expect(screen.getByRole("alert")).toHaveTextContent(
      fillIn(copy.bulk.failedNamed, {
        count: "1",
        names: fillIn(copy.bulk.failedRow, {
          name: "Jane Cooper",
          reason: copy.bulk.reasons.changed,
        }),
      }),
    );
    expect(screen.getByRole("checkbox", { name: "Select Jane Cooper" })).toBeChecked();
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

  it("gives several inquiries to one owner (the signed-in member by default), then undoes it: each goes back to its own", async () => {
    const owners: Record<string, string> = { "admin-uid": "Local Admin", "sam-uid": "Sam Sales" };
    let items: InquiryRecord[] = [
      inquiryRecord({ name: "Jane Cooper" }),
      inquiryRecord({ name: "Ravi Patel", assigneeUid: "sam-uid", assigneeName: "Sam Sales" }),
    ];
    const { api, requests } = fakeInquiryApi((url, request) => {
      if (request.method === "PATCH") {
        const id = url.pathname.split("/").at(-1);
        const { assigneeUid } = request.body as Pick<InquiryRecord, "assigneeUid">;
        items = items.map((item) =>
          item.id === id
            ? {
                ...item,
                assigneeUid,
                assigneeName: assigneeUid === null ? null : (owners[assigneeUid] ?? null),
                version: item.version + 1,
              }
            : item,
        );
        return items.find((item) => item.id === id) ?? { status: 404, body: {} };
      }
      return { items, nextCursor: null };
    });
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    await screen.findByRole("table");
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: copy.bulk.selectAll }));
    const picker = screen.getByLabelText(copy.bulk.ownerLabel);
    await waitFor(() => {
      expect(picker).toHaveValue("admin-uid");
    });
    expect(within(picker).getByRole("option", { name: "Local Admin (you)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: copy.bulk.assign }));
    expect(
      await screen.findByText(fillIn(copy.bulk.doneOwner, { count: "2", name: "Local Admin" })),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(rows()[1]).toHaveTextContent("Local Admin");
    });
    expect(rows()[0]).toHaveTextContent("Local Admin");
    const patches = () => requests().filter((r) => r.method === "PATCH");
    // Only the owner is sent, from the version on screen: nobody's status is overwritten.
    expect(patches().map((r) => r.body)).toEqual([
      { assigneeUid: "admin-uid", version: 0 },
      { assigneeUid: "admin-uid", version: 0 },
    ]);
    // All changed: nothing stays ticked.
    expect(screen.queryByText(/selected$/)).toBeNull();

    await user.click(await screen.findByRole("button", { name: copy.bulk.undo }));
    expect(
      await screen.findByText(fillIn(copy.bulk.undoneOwner, { count: "2" })),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(rows()[1]).toHaveTextContent("Sam Sales");
    });
    expect(items.map((item) => item.assigneeUid)).toEqual([null, "sam-uid"]);
    expect(
      patches()
        .slice(2)
        .map((r) => r.body),
    ).toEqual(
      expect.arrayContaining([
        { assigneeUid: null, version: 1 },
        { assigneeUid: "sam-uid", version: 1 },
      ]),
    );

    // Nobody: the owner is taken off.
    await user.click(screen.getByRole("checkbox", { name: "Select Ravi Patel" }));
    await user.selectOptions(screen.getByLabelText(copy.bulk.ownerLabel), copy.ownership.nobody);
    await user.click(screen.getByRole("button", { name: copy.bulk.assign }));
    expect(
      await screen.findByText(fillIn(copy.bulk.doneUnassigned, { count: "1" })),
    ).toBeInTheDocument();
    expect(items.map((item) => item.assigneeUid)).toEqual([null, null]);
  });
});
