import { adminCopy, fillIn, routes } from "@novaline/content";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";

const copy = adminCopy.inquiries;
const openButton = (name: string) =>
  screen.getByRole("button", { name: fillIn(copy.openLabel, { name }) });

describe("the inbox's keyboard shortcuts", () => {
  it("/ searches, j and k move between inquiries, Enter opens, Esc closes, ? lists them", async () => {
    const items = [inquiryRecord({ name: "Jane Cooper" }), inquiryRecord({ name: "Ravi Patel" })];
    const { api } = fakeInquiryApi((url) => {
      const one = items.find((item) => url.pathname.endsWith(item.id));
      return one ?? { items, nextCursor: null };
    });
    renderAdmin(routes.adminInquiries, fakeAuthClient(signedInAdmin).client, api);
    await screen.findByRole("table");
    const user = userEvent.setup();

    await user.keyboard("j");
    expect(openButton("Jane Cooper")).toHaveFocus();
    await user.keyboard("j");
    expect(openButton("Ravi Patel")).toHaveFocus();
    await user.keyboard("j");
    expect(openButton("Ravi Patel")).toHaveFocus();
    await user.keyboard("k");
    expect(openButton("Jane Cooper")).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Jane Cooper" })).toBeInTheDocument();
    // Esc closes the panel.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Jane Cooper" })).toBeNull();

    await user.keyboard("/");
    const search = screen.getByLabelText(copy.searchLabel);
    expect(search).toHaveFocus();
    // Letters typed in a field are the field's.
    await user.keyboard("jk");
    expect(search).toHaveValue("jk");
    expect(search).toHaveFocus();

    await user.click(document.body);
    await user.keyboard("?");
    const list = await screen.findByRole("dialog", { name: copy.shortcuts.title });
    for (const item of copy.shortcuts.items) expect(list).toHaveTextContent(item.label);
  });
});
