import { adminCopy, fillIn, routes } from "@novaline/content";
import type { DoNotCallEntry } from "@novaline/inquiry";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";

const copy = adminCopy.doNotCall;

/** An API holding a do-not-call list in memory, as the real one answers. */
function listApi(initial: DoNotCallEntry[] = []) {
  const items = [...initial];
  return fakeInquiryApi((url, { method, body }) => {
    if (url.pathname === "/v1/do-not-call" && method === "POST") {
      const phone = (body as { phone: string }).phone;
      if (!phone.startsWith("+")) {
        return {
          status: 422,
          body: {
            error: {
              code: "invalid",
              message: "Please check this field: phone",
              fields: { phone: "Enter the number with its country code, like +1 512 555 0134" },
            },
          },
        };
      }
      const entry: DoNotCallEntry = {
        id: `h-${phone}`,
        hint: `${phone.slice(0, 2)} ••• ${phone.slice(-2)}`,
        source: "staff",
        addedBy: "ops@novaline.ai",
        createdAt: "2026-11-26T10:00:00.000Z",
      };
      items.unshift(entry);
      return { status: 201, body: entry };
    }
    if (url.pathname.startsWith("/v1/do-not-call/") && method === "DELETE") {
      const index = items.findIndex((item) => url.pathname.endsWith(encodeURIComponent(item.id)));
      items.splice(index, 1);
      return { status: 200, body: {} };
    }
    return { status: 200, body: { items } };
  });
}

describe("the do-not-call page", () => {
  it("adds a number, shows its hint, and removes it", async () => {
    const user = userEvent.setup();
    const { api, requests } = listApi();
    renderAdmin(routes.adminDoNotCall, fakeAuthClient(signedInAdmin).client, api);
    expect(await screen.findByRole("heading", { level: 1, name: copy.heading })).toBeVisible();
    expect(await screen.findByText(copy.empty)).toBeVisible();

    await user.type(screen.getByLabelText(new RegExp(copy.phoneLabel)), "+1 512 555 0177");
    await user.click(screen.getByRole("button", { name: copy.add }));
    const list = await screen.findByRole("list", { name: copy.listLabel });
    expect(within(list).getByText("+1 ••• 77")).toBeVisible();
    expect(screen.getByLabelText(new RegExp(copy.phoneLabel))).toHaveValue("");
    // Sent as E.164.
    expect(requests().find((r) => r.method === "POST")?.body).toEqual({ phone: "+15125550177" });

    await user.click(
      screen.getByRole("button", { name: "Remove +1 ••• 77 from the do-not-call list" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: fillIn(copy.confirmTitle, { hint: "+1 ••• 77" }),
    });
    await user.click(within(dialog).getByRole("button", { name: copy.confirmRemove }));
    expect(await screen.findByText(copy.empty)).toBeVisible();
    // Nothing left to focus in the list: its heading.
    await waitFor(() => {
      expect(screen.getByRole("heading", { name: copy.listLabel })).toHaveFocus();
    });
  });

  it("asks before removing a number (Keep it, Esc: nothing removed), then focuses the next entry", async () => {
    const user = userEvent.setup();
    const entry = (id: string, hint: string): DoNotCallEntry => ({
      id,
      hint,
      source: "call",
      addedBy: null,
      createdAt: "2026-11-26T10:00:00.000Z",
    });
    const { api, requests } = listApi([
      entry("a", "+1 ••• 01"),
      entry("b", "+1 ••• 02"),
      entry("c", "+1 ••• 03"),
    ]);
    renderAdmin(routes.adminDoNotCall, fakeAuthClient(signedInAdmin).client, api);
    const removeB = await screen.findByRole("button", {
      name: "Remove +1 ••• 02 from the do-not-call list",
    });

    await user.click(removeB);
    let dialog = await screen.findByRole("dialog", {
      name: fillIn(copy.confirmTitle, { hint: "+1 ••• 02" }),
    });
    expect(dialog).toHaveAccessibleDescription(copy.confirmText);
    await user.click(within(dialog).getByRole("button", { name: copy.keep }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(removeB).toHaveFocus();

    await user.keyboard("{Enter}");
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(requests().filter((request) => request.method === "DELETE")).toEqual([]);
    expect(screen.getAllByText(/\+1 ••• 0\d/)).toHaveLength(3);

    await user.keyboard("{Enter}");
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: copy.confirmRemove }));
    await waitFor(() => {
      expect(
        screen.getByRole("button", { name: "Remove +1 ••• 03 from the do-not-call list" }),
      ).toHaveFocus();
    });
    expect(screen.queryByText("+1 ••• 02")).toBeNull();
    expect(requests().filter((request) => request.method === "DELETE")).toHaveLength(1);
  });

  it("takes a number as dialled in the chosen country (the US by default) and sends it in E.164", async () => {
    const user = userEvent.setup();
    const { api, requests } = listApi();
    renderAdmin(routes.adminDoNotCall, fakeAuthClient(signedInAdmin).client, api);
    const field = await screen.findByLabelText(new RegExp(copy.phoneLabel));
    const country = screen.getByLabelText(copy.countryLabel);
    expect(country).toHaveValue("US");
    await user.type(field, "5125550199");
    await user.click(screen.getByRole("button", { name: copy.add }));
    expect(await screen.findByText("+1 ••• 99")).toBeVisible();
    await user.selectOptions(country, "GB");
    await user.type(field, "07400 123456");
    await user.click(screen.getByRole("button", { name: copy.add }));
    expect(await screen.findByText("+4 ••• 56")).toBeVisible();
    expect(
      requests()
        .filter((r) => r.method === "POST")
        .map((r) => r.body),
    ).toEqual([{ phone: "+15125550199" }, { phone: "+447400123456" }]);
  });

  it("refuses a number that is not valid in the chosen country on the field, keeps it and sends nothing", async () => {
    const user = userEvent.setup();
    const { api, requests } = listApi();
    renderAdmin(routes.adminDoNotCall, fakeAuthClient(signedInAdmin).client, api);
    const field = await screen.findByLabelText(new RegExp(copy.phoneLabel));
    await user.type(field, "555 01");
    await user.click(screen.getByRole("button", { name: copy.add }));
    const country = screen.getByRole("combobox", { name: copy.countryLabel });
    const name = within(country).getAllByRole("option", { selected: true })[0]?.textContent ?? "";
    expect(name).toMatch(/^United States/);
    expect(
      await screen.findByText(
        fillIn(copy.invalidPhone, { country: name.replace(/ \(\+1\)$/, "") }),
      ),
    ).toBeVisible();
    expect(field).toHaveValue("555 01");
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(requests().filter((r) => r.method === "POST")).toEqual([]);
  });

  it("shows the API's refusal on the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { api } = fakeInquiryApi((url, { method }) =>
      url.pathname === "/v1/do-not-call" && method === "POST"
        ? {
            status: 422,
            body: {
              error: {
                code: "invalid",
                message: "Please check this field: phone",
                fields: { phone: "Enter a valid phone number" },
              },
            },
          }
        : { status: 200, body: { items: [] } },
    );
    renderAdmin(routes.adminDoNotCall, fakeAuthClient(signedInAdmin).client, api);
    const field = await screen.findByLabelText(new RegExp(copy.phoneLabel));
    await user.type(field, "+1 512 555 0177");
    await user.click(screen.getByRole("button", { name: copy.add }));
    expect(await screen.findByText("Enter a valid phone number")).toBeVisible();
    expect(field).toHaveValue("+1 512 555 0177");
    await waitFor(() => {
      expect(field).toHaveFocus();
    });
  });

  it("is one of the admin area's sections in its top bar", async () => {
    const user = userEvent.setup();
    const view = renderAdmin(
      routes.adminInquiries,
      fakeAuthClient(signedInAdmin).client,
      listApi().api,
    );
    const nav = await screen.findByRole("navigation", { name: adminCopy.shell.navLabel });
    await user.click(within(nav).getByRole("link", { name: adminCopy.shell.nav.doNotCall }));
    expect(view.router.state.location.pathname).toBe(routes.adminDoNotCall);
    await screen.findByRole("heading", { level: 1, name: copy.heading });
    const current = screen.getByRole("navigation", { name: adminCopy.shell.navLabel });
    expect(
      within(current).getByRole("link", { name: adminCopy.shell.nav.doNotCall }),
    ).toHaveAttribute("aria-current", "page");
  });
});
