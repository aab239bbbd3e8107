import { adminCopy, fillIn, routes } from "@novaline/content";
import type { InquiryNote, InquiryRecord } from "@novaline/inquiry";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord, type FakeAnswer } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";

const list = adminCopy.inquiries;
const copy = list.detail;

const OTHER = "dana@novaline.ai";
const changedAt = "2026-11-24T14:02:00.000Z";

/**
 * An API holding `stored` at its version, as the real one keeps it: a PATCH from another version
 * is answered 409 with the inquiry as it is now, a note is appended. `onPatch` and `onNote`
 * answer instead, when given. `changeBy` is somebody else's change, stored behind the panel's back.
 */
function apiWith(
  stored: InquiryRecord,
  onPatch?: () => FakeAnswer | Promise<FakeAnswer>,
  onNote?: () => FakeAnswer | Promise<FakeAnswer>,
) {
  let current = stored;
  const changed = (change: Partial<InquiryRecord>, by: string, at: string) => {
    current = { ...current, ...change, version: current.version + 1, updatedBy: by, updatedAt: at };
    return current;
  };
  const fake = fakeInquiryApi(async (url, request) => {
    if (request.method === "PATCH") {
      if (onPatch) return onPatch();
      const { version, ...patch } = request.body as Partial<InquiryRecord>;
      if (version !== undefined && version !== current.version) {
        return {
          status: 409,
          body: {
            error: { code: "inquiry-changed", message: "Changed since." },
            inquiry: current,
          },
        };
      }
      return changed(patch, signedInAdmin.email, "2026-11-24T10:00:00.000Z");
    }
    if (request.method === "POST" && url.pathname.endsWith("/notes")) {
      if (onNote) return onNote();
      const note: InquiryNote = {
        id: crypto.randomUUID(),
        body: (request.body as { body: string }).body,
        author: signedInAdmin.email,
        createdAt: "2026-11-24T10:05:00.000Z",
      };
      return changed(
        { notes: [...current.notes, note] },
        signedInAdmin.email,
        "2026-11-24T10:05:00.000Z",
      );
    }
    return url.pathname.endsWith(current.id) ? current : { items: [current], nextCursor: null };
  });
  return {
    ...fake,
    changeBy: (change: Partial<InquiryRecord>) => changed(change, OTHER, changedAt),
  };
}

const patchesOf = (requests: ReturnType<typeof fakeInquiryApi>["requests"]) =>
  requests()
    .filter((request) => request.method === "PATCH")
    .map((request) => request.body);

const failedDelivery = (record: InquiryRecord): InquiryRecord => ({
  ...record,
  delivery: record.delivery.map((mail, index) =>
    index === 1
      ? {
          ...mail,
          state: "failed",
          attempts: 5,
          sentAt: null,
          lastError: "550 mailbox unavailable",
        }
      : mail,
  ),
});

describe("the inquiry panel", () => {
  it("opens from its row with every field and the e-mails' delivery, and keeps its id in the address", async () => {
    const inquiry = failedDelivery(
      inquiryRecord({
        kind: "maintenance",
        plan: "priority",
        phone: "+1 512 555 0134",
        message: "Line one\nLine two",
      }),
    );
    const { router } = renderAdmin(
      routes.adminInquiries,
      fakeAuthClient(signedInAdmin).client,
      apiWith(inquiry).api,
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: fillIn(list.openLabel, { name: inquiry.name }) }),
    );

    const panel = await screen.findByRole("dialog", { name: inquiry.name });
    expect(new URLSearchParams(router.state.location.search).get("id")).toBe(inquiry.id);
    expect(within(panel).getByText("Priority Care")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: inquiry.email ?? "" })).toHaveAttribute(
      "href",
      `mailto:${inquiry.email}`,
    );
    expect(await within(panel).findByRole("link", { name: "+1 512 555 0134" })).toHaveAttribute(
      "href",
      "tel:+15125550134",
    );
    expect(within(panel).getByText(/Line one/)).toHaveTextContent("Line one Line two");
    expect(within(panel).getByText("/contact")).toBeInTheDocument();
    expect(
      within(panel).getByText(copy.mailKinds.visitor_confirmation).closest("li"),
    ).toHaveTextContent("550 mailbox unavailable");

    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(new URLSearchParams(router.state.location.search).has("id")).toBe(false);
    // Back where the staff member was: on the row's button.
    expect(
      screen.getByRole("button", { name: fillIn(list.openLabel, { name: inquiry.name }) }),
    ).toHaveFocus();
  });

  it("labels an e-mail a cap held back, never tried", async () => {
    const base = inquiryRecord({ name: "Held Back" });
    const inquiry: InquiryRecord = {
      ...base,
      delivery: base.delivery.map((mail, index) =>
        index === 0 ? { ...mail, state: "held", attempts: 0, sentAt: null } : mail,
      ),
    };
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, apiWith(inquiry).api);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: fillIn(list.openLabel, { name: inquiry.name }) }),
    );
    const panel = await screen.findByRole("dialog", { name: inquiry.name });
    const staff = within(panel).getByText(copy.mailKinds.staff_notification).closest("li");
    expect(staff).toHaveTextContent(list.delivery.held);
    expect(staff).toHaveTextContent(fillIn(copy.attempts, { count: "0" }));
    expect(
      within(panel).getByText(copy.mailKinds.visitor_confirmation).closest("li"),
    ).not.toHaveTextContent(list.delivery.held);
  });

  it("shows a demo call asked for by phone: the number in the list, no e-mail link", async () => {
    const inquiry = inquiryRecord({
      kind: "demo",
      name: "Ravi",
      email: null,
      phone: "+15125550134",
      company: null,
      message: "Asked for a demo call now, for a business in Healthcare.",
      delivery: [],
      call: {
        id: "3d572170-4a5c-43a8-b6fe-de65125e77f4",
        status: "ended",
        industry: "health",
        endedReason: "customer-ended-call",
        durationSeconds: 95,
        summary: "Booked for 9:30 tomorrow.",
        transcript: "AI: Hi Ravi\nUser: Book me in",
        transcriptLines: null,
        hasRecording: false,
        consentVersion: "2026-11-25",
      },
    });
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, apiWith(inquiry).api);
    const row = await screen.findByRole("row", { name: /Ravi/ });
    // Shown as people write it (once the phone library has loaded); dialled as stored.
    await waitFor(() => {
      expect(row).toHaveTextContent("+1 512 555 0134");
    });
    const user = userEvent.setup();
    await user.click(
      within(row).getByRole("button", { name: fillIn(list.openLabel, { name: "Ravi" }) }),
    );
    const panel = await screen.findByRole("dialog", { name: "Ravi" });
    // No e-mail to write to: no mailto link (it would open "null").
    expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["tel:+15125550134"]);
    expect(within(panel).getByRole("link", { name: "+1 512 555 0134" })).toHaveAttribute(
      "href",
      "tel:+15125550134",
    );
    // The call: its status, report and consent; no e-mail section for a request without mail.
    const call = within(panel).getByRole("region", { name: new RegExp(copy.call.heading) });
    expect(call).toHaveTextContent(copy.call.statuses.ended);
    expect(call).toHaveTextContent("Healthcare");
    expect(call).toHaveTextContent("1 min 35 s");
    expect(call).toHaveTextContent("Booked for 9:30 tomorrow.");
    // Vapi's reason in plain words, and how it turned out.
    expect(call).toHaveTextContent(copy.call.endedReasons["customer-ended-call"] ?? "");
    expect(call).not.toHaveTextContent("customer-ended-call");
    expect(call).toHaveTextContent(copy.call.outcomes.connected);
    expect(within(call).getByLabelText(copy.call.transcript)).toHaveTextContent(
      "AI: Hi Ravi User: Book me in",
    );
    expect(call).toHaveTextContent("2026-11-25");
    expect(within(panel).queryByRole("heading", { name: copy.deliveryHeading })).toBeNull();
  });

  it("links the same person's earlier inquiries, each opening in the panel", async () => {
    const inquiry = inquiryRecord({ name: "Jane Again" });
    const older = inquiryRecord({ name: "Jane Before", createdAt: "2026-10-02T09:00:00.000Z" });
    const { api } = fakeInquiryApi((url) => {
      if (url.pathname.endsWith(`${inquiry.id}/earlier`)) {
        return {
          count: 2,
          items: [
            { id: older.id, kind: "contact", status: "won", createdAt: older.createdAt },
            {
              id: "0d7a51d2-6f6c-4c0c-9a6b-6f7c1b0f9f10",
              kind: "demo",
              status: "new",
              createdAt: "2026-09-01T09:00:00.000Z",
            },
          ],
        };
      }
      if (url.pathname.endsWith(older.id)) return older;
      if (url.pathname.endsWith(inquiry.id)) return inquiry;
      return { items: [inquiry, older], nextCursor: null };
    });
    const { router } = renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const panel = await screen.findByRole("dialog", { name: "Jane Again" });
    const earlier = await within(panel).findByRole("region", {
      name: fillIn(copy.call.earlier.many, { count: "2" }),
    });
    const links = within(earlier).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent(list.kinds.contact);
    expect(links[0]).toHaveTextContent(list.statuses.won);
    const [first] = links;
    if (!first) throw new Error("A link expected");
    await userEvent.setup().click(first);
    expect(new URLSearchParams(router.state.location.search).get("id")).toBe(older.id);
    expect(await screen.findByRole("dialog", { name: "Jane Before" })).toBeVisible();
  });

  it("changes the status at once from the version on screen, and adds a note to the list", async () => {
    const inquiry = inquiryRecord({ version: 4 });
    const { api, requests } = apiWith(inquiry);
    renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const panel = await screen.findByRole("dialog", { name: inquiry.name });
    const user = userEvent.setup();
    expect(within(panel).getByText(copy.noNotes)).toBeInTheDocument();

    await user.selectOptions(within(panel).getByLabelText(copy.statusLabel), "won");
    expect(within(panel).getByLabelText(copy.statusLabel)).toHaveValue("won");
    await waitFor(() => {
      expect(within(panel).getByText(new RegExp(signedInAdmin.email))).toBeInTheDocument();
    });
    expect(patchesOf(requests)).toEqual([{ status: "won", version: 4 }]);

    await user.type(within(panel).getByLabelText(copy.noteLabel), "Called back, signing Friday");
    expect(within(panel).getByLabelText(copy.noteLabel)).toHaveAccessibleDescription(
      /27 of 5000 characters used/,
    );
    await user.click(within(panel).getByRole("button", { name: copy.saveNote }));
    const notes = await within(panel).findByRole("list", { name: copy.notesHeading });
    expect(within(notes).getAllByRole("listitem")).toHaveLength(1);
    expect(notes).toHaveTextContent("Called back, signing Friday");
    expect(notes).toHaveTextContent(signedInAdmin.email);
    // Added, so the box is empty for the next one.
    expect(within(panel).getByLabelText(copy.noteLabel)).toHaveValue("");
    expect(
      requests()
        .filter((request) => request.method === "POST")
        .map((request) => [request.url.pathname, request.body]),
    ).toEqual([[`/v1/inquiries/${inquiry.id}/notes`, { body: "Called back, signing Friday" }]]);
    // Appending takes no version: a note never conflicts.
    expect(requests().every((request) => request.ifMatch === null)).toBe(true);
  });

  it("undoes a status change the API refuses and says so in a toast", async () => {
    const inquiry = inquiryRecord();
    let refuse: (answer: FakeAnswer) => void = () => undefined;
    const { api } = apiWith(
      inquiry,
      () =>
        new Promise<FakeAnswer>((resolve) => {
          refuse = resolve;
        }),
    );
    renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const panel = await screen.findByRole("dialog", { name: inquiry.name });
    await userEvent.selectOptions(within(panel).getByLabelText(copy.statusLabel), "spam");
    // Shown at once, before the API answers.
    expect(within(panel).getByLabelText(copy.statusLabel)).toHaveValue("spam");

    refuse({ status: 500, body: { error: { code: "internal", message: "Something broke." } } });
    expect(await screen.findByText(copy.saveFailed)).toBeInTheDocument();
    expect(within(panel).getByLabelText(copy.statusLabel)).toHaveValue("new");
  });

  describe("when someone else changed the status first", () => {
    async function conflicted() {
      const inquiry = inquiryRecord();
      const server = apiWith(inquiry);
      renderAdmin(
        `${routes.adminInquiries}?id=${inquiry.id}`,
        fakeAuthClient(signedInAdmin).client,
        server.api,
      );
      const panel = await screen.findByRole("dialog", { name: inquiry.name });
      // Dana marks it won while this member still sees it as new.
      server.changeBy({ status: "won" });
      const user = userEvent.setup();
      await user.selectOptions(within(panel).getByLabelText(copy.statusLabel), "lost");
      const alert = await within(panel).findByRole("alert");
      return { server, panel, alert, user };
    }

    it("keeps this member's choice, and says who changed it to what and when", async () => {
      const { server, panel, alert } = await conflicted();
      expect(alert).toHaveTextContent(copy.conflict.title);
      expect(alert).toHaveTextContent(
        new RegExp(`${OTHER} changed the status to ${list.statuses.won} at .+`),
      );
      expect(alert).toHaveTextContent(fillIn(copy.conflict.yours, { status: list.statuses.lost }));
      // Not overwritten, and not lost: the select still shows what this member chose.
      const status = within(panel).getByLabelText(copy.statusLabel);
      expect(status).toHaveValue("lost");
      expect(status).toHaveAccessibleDescription(new RegExp(copy.conflict.title));
      expect(patchesOf(server.requests)).toEqual([{ status: "lost", version: 0 }]);
      // The list shows the inquiry as it is now.
      expect(screen.getByRole("table")).toHaveTextContent(list.statuses.won);
    });

    it("saves theirs from the version they now saw when they keep it", async () => {
      const { server, panel, user } = await conflicted();
      await user.click(
        within(panel).getByRole("button", {
          name: fillIn(copy.conflict.keepMine, { status: list.statuses.lost }),
        }),
      );
      await waitFor(() => {
        expect(within(panel).queryByRole("alert")).toBeNull();
      });
      expect(await screen.findByText(copy.saved)).toBeInTheDocument();
      expect(within(panel).getByLabelText(copy.statusLabel)).toHaveValue("lost");
      expect(within(panel).getByLabelText(copy.statusLabel)).toHaveFocus();
      expect(patchesOf(server.requests)).toEqual([
        { status: "lost", version: 0 },
        { status: "lost", version: 1 },
      ]);
    });

    it("shows the other choice and saves nothing when they take it", async () => {
      const { server, panel, user } = await conflicted();
      await user.click(
        within(panel).getByRole("button", {
          name: fillIn(copy.conflict.takeTheirs, { status: list.statuses.won }),
        }),
      );
      expect(within(panel).queryByRole("alert")).toBeNull();
      expect(within(panel).getByLabelText(copy.statusLabel)).toHaveValue("won");
      expect(within(panel).getByLabelText(copy.statusLabel)).toHaveFocus();
      expect(patchesOf(server.requests)).toEqual([{ status: "lost", version: 0 }]);
    });
  });

  it("saves again without asking when the change it missed was only a note", async () => {
    const inquiry = inquiryRecord();
    const server = apiWith(inquiry);
    renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      server.api,
    );
    const panel = await screen.findByRole("dialog", { name: inquiry.name });
    server.changeBy({
      notes: [{ id: "n1", body: "Left a voicemail", author: OTHER, createdAt: changedAt }],
    });
    await userEvent.selectOptions(within(panel).getByLabelText(copy.statusLabel), "won");
    expect(await screen.findByText(copy.saved)).toBeInTheDocument();
    expect(within(panel).queryByRole("alert")).toBeNull();
    expect(within(panel).getByLabelText(copy.statusLabel)).toHaveValue("won");
    expect(patchesOf(server.requests)).toEqual([
      { status: "won", version: 0 },
      { status: "won", version: 1 },
    ]);
    // Both changes show: theirs (the note) and this member's (the status).
    expect(await within(panel).findByText("Left a voicemail")).toBeInTheDocument();
  });

  it("keeps the typed note in the box when adding it fails, marked as not added", async () => {
    const inquiry = inquiryRecord();
    const { api } = apiWith(inquiry, undefined, () => ({
      status: 500,
      body: { error: { code: "internal", message: "Something broke." } },
    }));
    renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const panel = await screen.findByRole("dialog", { name: inquiry.name });
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText(copy.noteLabel), "Called back, left voicemail");
    await user.click(within(panel).getByRole("button", { name: copy.saveNote }));

    expect(await screen.findByText(copy.noteFailed)).toBeInTheDocument();
    const box = within(panel).getByLabelText(copy.noteLabel);
    expect(box).toHaveValue("Called back, left voicemail");
    expect(box).toHaveAccessibleDescription(new RegExp(copy.noteDraft));
    expect(within(panel).getByRole("button", { name: copy.saveNote })).toBeEnabled();
  });

  it("keeps the note when adding it ends the session, and shows it as a draft after signing in again", async () => {
    const inquiry = inquiryRecord();
    const { api } = apiWith(inquiry, undefined, () => ({
      status: 401,
      body: { error: { code: "auth-session-too-old", message: "Sign in again." } },
    }));
    const auth = fakeAuthClient(signedInAdmin);
    const { router } = renderAdmin(`${routes.adminInquiries}?id=${inquiry.id}`, auth.client, api);
    const panel = await screen.findByRole("dialog", { name: inquiry.name });
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText(copy.noteLabel), "Wants a quote by Friday");
    await user.click(within(panel).getByRole("button", { name: copy.saveNote }));
    await waitFor(() => {
      expect(auth.client.signOut).toHaveBeenCalledTimes(1);
    });
    auth.setSession({ status: "signedOut" });
    expect(await screen.findByRole("status")).toHaveTextContent(
      adminCopy.login.sessionEnded.expired,
    );

    auth.setSession(signedInAdmin);
    const again = await screen.findByRole("dialog", { name: inquiry.name });
    expect(new URLSearchParams(router.state.location.search).get("id")).toBe(inquiry.id);
    const box = within(again).getByLabelText(copy.noteLabel);
    expect(box).toHaveValue("Wants a quote by Friday");
    expect(box).toHaveAccessibleDescription(new RegExp(copy.noteDraft));
  });

  it("keeps the note being typed through a reload and another member's note arriving", async () => {
    const inquiry = inquiryRecord();
    const server = apiWith(inquiry);
    const first = renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      server.api,
    );
    let panel = await screen.findByRole("dialog", { name: inquiry.name });
    await userEvent.type(within(panel).getByLabelText(copy.noteLabel), "Half a thought");
    first.unmount();

    server.changeBy({
      notes: [{ id: "n1", body: "Quote sent", author: OTHER, createdAt: changedAt }],
    });
    renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      server.api,
    );
    panel = await screen.findByRole("dialog", { name: inquiry.name });
    expect(await within(panel).findByText("Quote sent")).toBeInTheDocument();
    expect(within(panel).getByLabelText(copy.noteLabel)).toHaveValue("Half a thought");
    expect(within(panel).getByText(copy.noteDraft)).toBeInTheDocument();
  });

  it("keeps an unsaved note as a draft when the panel closes, says so, and forgets it once added", async () => {
    const inquiry = inquiryRecord();
    const { api } = apiWith(inquiry);
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    const user = userEvent.setup();
    const open = fillIn(list.openLabel, { name: inquiry.name });
    await user.click(await screen.findByRole("button", { name: open }));
    let panel = await screen.findByRole("dialog", { name: inquiry.name });
    await user.type(within(panel).getByLabelText(copy.noteLabel), "Call after 3pm");
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(await screen.findByText(copy.draftKept)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: open }));
    panel = await screen.findByRole("dialog", { name: inquiry.name });
    expect(within(panel).getByLabelText(copy.noteLabel)).toHaveValue("Call after 3pm");
    expect(within(panel).getByText(copy.noteDraft)).toBeInTheDocument();

    // Discarded: the box is empty again.
    await user.click(within(panel).getByRole("button", { name: copy.discardDraft }));
    expect(within(panel).getByLabelText(copy.noteLabel)).toHaveValue("");
    expect(within(panel).queryByText(copy.noteDraft)).toBeNull();

    // Added: no longer a draft, and in the list.
    await user.type(within(panel).getByLabelText(copy.noteLabel), "Signed");
    await user.click(within(panel).getByRole("button", { name: copy.saveNote }));
    expect(await screen.findByText(copy.noteAdded)).toBeInTheDocument();
    expect(within(panel).queryByText(copy.noteDraft)).toBeNull();
    expect(within(panel).getByText("Signed")).toBeInTheDocument();
    expect(within(panel).getByLabelText(copy.noteLabel)).toHaveValue("");
    expect(Object.keys(sessionStorage).filter((key) => key.includes("note-draft"))).toEqual([]);
  });

  it("says an inquiry could not be loaded, with Try again, when the API fails (not that it is gone)", async () => {
    const inquiry = inquiryRecord();
    let down = true;
    const { api } = fakeInquiryApi((url) => {
      if (!url.pathname.endsWith(inquiry.id)) return { items: [], nextCursor: null };
      return down
        ? {
            status: 503,
            body: { error: { code: "unavailable", message: "The database is not answering." } },
          }
        : inquiry;
    });
    renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const panel = await screen.findByRole("dialog", { name: copy.loadFailed }, { timeout: 5000 });
    expect(within(panel).queryByText(copy.notFound)).toBeNull();
    expect(within(panel).getByRole("alert")).toHaveTextContent("The database is not answering.");

    down = false;
    await userEvent.click(within(panel).getByRole("button", { name: list.retry }));
    expect(await screen.findByRole("dialog", { name: inquiry.name })).toBeInTheDocument();
  });

  it("says an inquiry no longer exists only when the API answers 404", async () => {
    const inquiry = inquiryRecord();
    const { api } = fakeInquiryApi((url) =>
      url.pathname.endsWith(inquiry.id)
        ? { status: 404, body: { error: { code: "not-found", message: "No such inquiry." } } }
        : { items: [], nextCursor: null },
    );
    renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const panel = await screen.findByRole("dialog", { name: copy.notFound });
    expect(within(panel).queryByRole("button", { name: list.retry })).toBeNull();
  });
});
