import { contactPage } from "@novaline/content";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../shell/notify";
import ContactForm from "./contact-form";
import type { SubmitInquiry } from "./submit-inquiry";

vi.mock("../../shell/notify", () => ({ notify: vi.fn() }));

const copy = contactPage.form;

async function send(submit: SubmitInquiry) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactForm copy={copy} email="hello@novaline.ai" sourcePage="/contact" submit={submit} />
    </MemoryRouter>,
  );
  const field = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`));
  await user.type(field(copy.fields.name.label), "Jane");
  await user.type(field(copy.fields.email.label), "jane@clinic.com");
  await user.type(field(copy.fields.message.label), "Hello");
  await user.click(screen.getByRole("button", { name: copy.submitLabel }));
}

describe("the toasts of an inquiry form", () => {
  it("none after a send that worked: the thank-you panel says it, where the form was", async () => {
    await send(vi.fn<SubmitInquiry>().mockResolvedValue());
    expect(await screen.findByRole("heading", { name: copy.successTitle })).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();
  });

  it("one after a send that failed, beside the message in the form", async () => {
    vi.mocked(notify).mockClear();
    await send(vi.fn<SubmitInquiry>().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await screen.findByText(copy.errorMessage)).toBeVisible();
    expect(notify).toHaveBeenCalledWith("error", expect.any(String));
  });
});
