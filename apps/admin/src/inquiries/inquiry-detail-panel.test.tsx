import { adminCopy, routes } from "@novaline/content";
import { inquiryVersionTag, type InquiryRecord } from "@novaline/inquiry";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord, type FakeAnswer } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";

const list = adminCopy.inquiries;
const copy = list.detail;

/** An API holding `stored`; PATCH answers with `onPatch` (by default, stores the change). */
function apiWith(stored: InquiryRecord, onPatch?: () => FakeAnswer | Promise<FakeAnswer>) {
  let current = stored;
  return fakeInquiryApi(async (url, request) => {
    if (request.method === "PATCH") {
      if (onPatch) return onPatch();
      current = {
        ...current,
        ...(request.body as Partial<InquiryRecord>),
        updatedAt: "2026-11-24T10:00:00.000Z",
        updatedBy: signedInAdmin.email,
      };
      return current;
    }
    return url.pathname.endsWith(current.id) ? current : { items: [current], nextCursor: null };
  });
}

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
      await screen.findByRole("button", { name: list.openLabel.replace("{name}", inquiry.name) }),
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
      screen.getByRole("button", { name: list.openLabel.replace("{name}", inquiry.name) }),
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
      await screen.findByRole("button", { name: list.openLabel.replace("{name}", inquiry.name) }),
    );
    const panel = await screen.findByRole("dialog", { name: inquiry.name });
    const staff = within(panel).getByText(copy.mailKinds.staff_notification).closest("li");
    expect(staff).toHaveTextContent(list.delivery.held);
    expect(staff).toHaveTextContent(copy.attempts.replace("{count}", "0"));
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
      within(row).getByRole("button", { name: list.openLabel.replace("{name}", "Ravi") }),
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
      name: copy.call.earlier.many.replace("{count}", "2"),
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

  it("changes the status at once in the panel and the list, and saves the note", async () => {
    const inquiry = inquiryRecord();
    const { api, requests } = apiWith(inquiry);
    renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const panel = await screen.findByRole("dialog", { name: inquiry.name });
    const user = userEvent.setup();

    await user.selectOptions(within(panel).getByLabelText(copy.statusLabel), "won");
    expect(within(panel).getByLabelText(copy.statusLabel)).toHaveValue("won");
    await waitFor(() => {
      expect(within(panel).getByText(new RegExp(signedInAdmin.email))).toBeInTheDocument();
    });

    await user.type(within(panel).getByLabelText(copy.noteLabel), "Called back, signing Friday");
    expect(within(panel).getByLabelText(copy.noteLabel)).toHaveAccessibleDescription(
      /27 of 5000 characters used/,
    );
    await user.click(within(panel).getByRole("button", { name: copy.saveNote }));
    await waitFor(() => {
      expect(within(panel).getByLabelText(copy.noteLabel)).toHaveValue(
        "Called back, signing Friday",
      );
    });
    const patches = requests().filter((request) => request.method === "PATCH");
    expect(patches.map((request) => request.body)).toEqual([
      { status: "won" },
      { note: "Called back, signing Friday" },
    ]);
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

  it("saves from the version on screen, and says so when someone else changed it first", async () => {
    const inquiry = inquiryRecord({ updatedAt: "2026-11-23T09:30:00.000Z" });
    const { api, requests } = apiWith(inquiry, () => ({
      status: 412,
      body: { error: { code: "inquiry-changed", message: "Changed since." } },
    }));
    renderAdmin(
      `${routes.adminInquiries}?id=${inquiry.id}`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    const panel = await screen.findByRole("dialog", { name: inquiry.name });
    await userEvent.selectOptions(within(panel).getByLabelText(copy.statusLabel), "won");

    expect(await screen.findByText(copy.changedElsewhere)).toBeInTheDocument();
    expect(requests().find((request) => request.method === "PATCH")?.ifMatch).toBe(
      inquiryVersionTag(inquiry),
    );
  });

  it("keeps the typed note in the box when saving it fails, marked as not saved", async () => {
    const inquiry = inquiryRecord();
    const { api } = apiWith(inquiry, () => ({
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

    expect(await screen.findByText(copy.saveFailed)).toBeInTheDocument();
    const box = within(panel).getByLabelText(copy.noteLabel);
    expect(box).toHaveValue("Called back, left voicemail");
    expect(box).toHaveAccessibleDescription(new RegExp(copy.noteDraft));
    expect(within(panel).getByRole("button", { name: copy.saveNote })).toBeEnabled();
  });

  it("keeps the note when saving it ends the session, and shows it as a draft after signing in again", async () => {
    const inquiry = inquiryRecord();
    const { api } = apiWith(inquiry, () => ({
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

  it("keeps an unsaved note as a draft when the panel closes, says so, and forgets it once saved", async () => {
    const inquiry = inquiryRecord();
    const { api } = apiWith(inquiry);
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    const user = userEvent.setup();
    const open = list.openLabel.replace("{name}", inquiry.name);
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

    // Discarded: back to the saved (empty) note.
    await user.click(within(panel).getByRole("button", { name: copy.discardDraft }));
    expect(within(panel).getByLabelText(copy.noteLabel)).toHaveValue("");
    expect(within(panel).queryByText(copy.noteDraft)).toBeNull();

    // Saved: no longer a draft, and closing says nothing.
    await user.type(within(panel).getByLabelText(copy.noteLabel), "Signed");
    await user.click(within(panel).getByRole("button", { name: copy.saveNote }));
    expect(await screen.findByText(copy.saved)).toBeInTheDocument();
    expect(within(panel).queryByText(copy.noteDraft)).toBeNull();
    expect(within(panel).getByLabelText(copy.noteLabel)).toHaveValue("Signed");
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
