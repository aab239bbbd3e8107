import { booking, contactPage } from "@novaline/content";
import { InquiryApiError, inquiryMessages } from "@novaline/inquiry";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../shell/notify";
import ContactForm from "./contact-form";
import { submitInquiry, type SubmitInquiry } from "./submit-inquiry";

const { form: copy } = contactPage;

function renderForm(submit: SubmitInquiry = submitInquiry) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactForm copy={copy} email="hello@novaline.ai" sourcePage="/contact" submit={submit} />
    </MemoryRouter>,
  );
  // A required field's label ends with a marker ("*", "(required)").
  const field = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`));
  return { user, field };
}

// The toasts are looked at, not shown.
vi.mock("../../shell/notify", () => ({ notify: vi.fn() }));

const submitButton = () => screen.getByRole("button", { name: copy.submitLabel });

describe("ContactForm", () => {
  it("labels every field and gives it an autocomplete hint", () => {
    const { field } = renderForm();
    expect(field(copy.fields.name.label)).toHaveAttribute("autocomplete", "name");
    expect(field(copy.fields.email.label)).toHaveAttribute("autocomplete", "email");
    expect(field(copy.fields.phone.label)).toHaveAttribute("autocomplete", "tel");
    expect(field(copy.fields.company.label)).toHaveAttribute("autocomplete", "organization");
    expect(field(copy.fields.message.label).tagName).toBe("TEXTAREA");
  });

  it("on submit, shows each message on its field and moves focus to the first invalid one", async () => {
    const submit = vi.fn<SubmitInquiry>();
    const { user, field } = renderForm(submit);
    await user.type(field(copy.fields.email.label), "jane@");
    await user.click(submitButton());

    const name = field(copy.fields.name.label);
    const email = field(copy.fields.email.label);
    const message = field(copy.fields.message.label);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(inquiryMessages.name.required);
    expect(email).toHaveAccessibleDescription(inquiryMessages.email.invalid);
    expect(message).toHaveAccessibleDescription(new RegExp(inquiryMessages.message.required));
    expect(field(copy.fields.phone.label)).not.toHaveAttribute("aria-invalid");
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows an error after leaving a field, not while typing in it the first time", async () => {
    const { user, field } = renderForm();
    const email = field(copy.fields.email.label);
    await user.type(email, "jane@");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(inquiryMessages.email.invalid)).toBeNull();
    await user.tab();
    expect(await screen.findByText(inquiryMessages.email.invalid)).toBeVisible();
    // Once shown, the message follows the visitor's corrections.
    await user.type(email, "clinic.com");
    await waitFor(() => {
      expect(email).not.toHaveAttribute("aria-invalid");
    });
  });

  it("when the message cannot be sent, says so, offers e-mail with the inquiry and keeps every value", async () => {
    const submit = vi.fn<SubmitInquiry>().mockRejectedValue(
      new InquiryApiError(0, {
        code: "network",
        message: "The inquiries service could not be reached.",
      }),
    );
    const { user, field } = renderForm(submit);
    await user.type(field(copy.fields.name.label), "  Jane Cooper ");
    await user.type(field(copy.fields.email.label), "jane@clinic.com");
    await user.type(field(copy.fields.phone.label), "+1 512 555 0134");
    await user.type(field(copy.fields.company.label), "Bright Smile");
    await user.type(field(copy.fields.message.label), "We miss calls after 5 PM.");
    await user.click(submitButton());

    const status = await screen.findByText(copy.errorMessage);
    expect(status.closest("[role=status]")).not.toBeNull();
    const link = screen.getByRole("link", { name: copy.emailFallbackLabel });
    const href = link.getAttribute("href") ?? "";
    expect(href).toMatch(/^mailto:hello@novaline\.ai\?subject=/);
    const body = decodeURIComponent(href.split("body=")[1] ?? "");
    expect(body).toContain(`${copy.fields.name.label}: Jane Cooper`);
    expect(body).toContain("We miss calls after 5 PM.");

    expect(field(copy.fields.name.label)).toHaveValue("  Jane Cooper ");
    expect(field(copy.fields.email.label)).toHaveValue("jane@clinic.com");
    expect(field(copy.fields.phone.label)).toHaveValue("+1 512 555 0134");
    expect(field(copy.fields.company.label)).toHaveValue("Bright Smile");
    expect(field(copy.fields.message.label)).toHaveValue("We miss calls after 5 PM.");
    expect(submitButton()).toBeEnabled();
  });

  it("puts the API's message on each field it turned down and focuses the first", async () => {
    const submit = vi.fn<SubmitInquiry>().mockRejectedValueOnce(
      new InquiryApiError(422, {
        code: "invalid",
        message: "Some fields are not valid.",
        fields: {
          email: "This e-mail address does not accept mail.",
          company: "Give a shorter business name.",
        },
      }),
    );
    const { user, field } = renderForm(submit);
    await user.type(field(copy.fields.name.label), "Jane");
    await user.type(field(copy.fields.email.label), "jane@clinic.com");
    await user.type(field(copy.fields.company.label), "Bright Smile");
    await user.type(field(copy.fields.message.label), "Hello");
    await user.click(submitButton());

    expect(await screen.findByText(copy.invalidMessage)).toBeVisible();
    const email = field(copy.fields.email.label);
    // Focus moves in an effect, after the message renders.
    await waitFor(() => {
      expect(email).toHaveFocus();
    });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("This e-mail address does not accept mail.");
    expect(field(copy.fields.company.label)).toHaveAccessibleDescription(
      "Give a shorter business name.",
    );
    expect(field(copy.fields.name.label)).not.toHaveAttribute("aria-invalid");
    expect(field(copy.fields.company.label)).toHaveValue("Bright Smile");
  });

  it("asks the visitor to wait when too many inquiries came from the connection", async () => {
    const submit = vi
      .fn<SubmitInquiry>()
      .mockRejectedValueOnce(
        new InquiryApiError(
          429,
          { code: "rate-limited", message: "Too many inquiries." },
          { retryAfter: 42 },
        ),
      );
    const { user, field } = renderForm(submit);
    await user.type(field(copy.fields.name.label), "Jane");
    await user.type(field(copy.fields.email.label), "jane@clinic.com");
    await user.type(field(copy.fields.message.label), "Hello");
    await user.click(submitButton());
    expect(await screen.findByText(copy.rateLimitedMessage)).toBeVisible();
    expect(field(copy.fields.message.label)).toHaveValue("Hello");
  });

  it("after another failure, shows the error message and keeps every value for a retry", async () => {
    const submit = vi.fn<SubmitInquiry>().mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { user, field } = renderForm(submit);
    await user.type(field(copy.fields.name.label), "Jane");
    await user.type(field(copy.fields.email.label), "jane@clinic.com");
    await user.type(field(copy.fields.message.label), "Hello");
    await user.click(submitButton());
    expect(await screen.findByText(copy.errorMessage)).toBeVisible();
    expect(field(copy.fields.message.label)).toHaveValue("Hello");

    submit.mockResolvedValueOnce();
    await user.click(submitButton());
    expect(await screen.findByRole("heading", { name: copy.successTitle })).toBeVisible();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("sends the trimmed inquiry once, shows the thank-you and can start again empty", async () => {
    let resolve: () => void = () => undefined;
    const submit = vi.fn<SubmitInquiry>(
      () =>
        new Promise<void>((done) => {
          resolve = done;
        }),
    );
    const { user, field } = renderForm(submit);
    await user.type(field(copy.fields.name.label), "  Jane Cooper ");
    await user.type(field(copy.fields.email.label), "jane@clinic.com");
    await user.type(field(copy.fields.message.label), "Hello{Enter}there");
    await user.click(submitButton());

    const sending = await screen.findByRole("button", { name: copy.submittingLabel });
    expect(sending).toHaveAttribute("aria-busy", "true");
    await user.click(sending);
    await user.type(field(copy.fields.name.label), "{Enter}");
    resolve();

    const heading = await screen.findByRole("heading", { name: copy.successTitle });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.getByText(copy.successMessage)).toBeVisible();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      kind: "contact",
      name: "Jane Cooper",
      email: "jane@clinic.com",
      message: "Hello\nthere",
      sourcePage: "/contact",
      company_website: "",
    });

    await user.click(screen.getByRole("button", { name: copy.sendAnotherLabel }));
    expect(field(copy.fields.name.label)).toHaveValue("");
    expect(field(copy.fields.name.label)).toHaveFocus();
  });
});

describe("ContactForm as the booking page's demo request", () => {
  const demo = booking.demoForm;

  it("sends a demo request without a message, from its own fields", async () => {
    const submit = vi.fn<SubmitInquiry>().mockResolvedValue();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ContactForm
          kind="demo"
          copy={demo}
          email="hello@novaline.ai"
          sourcePage="/booking"
          submit={submit}
        />
      </MemoryRouter>,
    );
    const form = screen.getByRole("form", { name: demo.title });
    expect(form).toHaveAttribute("id", "demo-form");
    const message = screen.getByLabelText(demo.fields.message.label);
    expect(message).toHaveAttribute("id", "demo-message");
    expect(message).not.toHaveAttribute("aria-required");

    await user.type(screen.getByLabelText(new RegExp(`^${demo.fields.name.label}`)), "Ravi Patel");
    await user.type(
      screen.getByLabelText(new RegExp(`^${demo.fields.email.label}`)),
      "ravi@autocare.com",
    );
    await user.click(screen.getByRole("button", { name: demo.submitLabel }));

    const heading = await screen.findByRole("heading", { name: demo.successTitle });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(submit).toHaveBeenCalledWith({
      kind: "demo",
      name: "Ravi Patel",
      email: "ravi@autocare.com",
      sourcePage: "/booking",
      company_website: "",
    });
  });
});

describe("ContactForm's toasts", () => {
  async function send(submit: SubmitInquiry) {
    const { user, field } = renderForm(submit);
    await user.type(field(copy.fields.name.label), "Jane");
    await user.type(field(copy.fields.email.label), "jane@clinic.com");
    await user.type(field(copy.fields.message.label), "Hello");
    await user.click(submitButton());
  }

  it("none after a send that worked: the thank-you panel says it, where the form was", async () => {
    vi.mocked(notify).mockClear();
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
