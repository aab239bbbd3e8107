import { contactPage } from "@novaline/content";
import { InquiryApiError } from "@novaline/inquiry";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TurnstileApi } from "../../shared/forms/turnstile";
import ContactForm from "./contact-form";
import type { SubmitInquiry } from "./submit-inquiry";

// The contact form with the bot check on (a build with VITE_TURNSTILE_SITE_KEY), over a fake
// Turnstile.

const { form: copy } = contactPage;
const SITE_KEY = "1x00000000000000000000AA";

/** A Turnstile whose widget answers with `token` when rendered and after each reset. */
function fakeTurnstile(token: string) {
  let answer: ((token: string) => void) | undefined;
  const api = {
    render: vi.fn<TurnstileApi["render"]>((_element, options) => {
      answer = options.callback;
      setTimeout(() => answer?.(token), 10);
      return "widget-1";
    }),
    reset: vi.fn<TurnstileApi["reset"]>(() => {
      setTimeout(() => answer?.(token), 10);
    }),
    remove: vi.fn<TurnstileApi["remove"]>(),
  };
  window.turnstile = api;
  return api;
}

function renderForm(submit: SubmitInquiry) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactForm copy={copy} email="hello@novaline.ai" sourcePage="/contact" submit={submit} />
    </MemoryRouter>,
  );
  const field = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`));
  const fill = async () => {
    await user.type(field(copy.fields.name.label), "Jane Cooper");
    await user.type(field(copy.fields.email.label), "jane@clinic.com");
    await user.type(field(copy.fields.message.label), "We miss calls at lunch.");
  };
  const send = () => user.click(screen.getByRole("button", { name: copy.submitLabel }));
  return { field, fill, send };
}

describe("ContactForm with the bot check", () => {
  beforeEach(() => {
    vi.stubEnv("VITE_TURNSTILE_SITE_KEY", SITE_KEY);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    delete window.turnstile;
  });

  it("renders the widget with the contact form's action on first touch and sends its token", async () => {
    const turnstile = fakeTurnstile("token-1");
    const submit = vi.fn<SubmitInquiry>().mockResolvedValue();
    const { fill, send } = renderForm(submit);
    expect(turnstile.render).not.toHaveBeenCalled();
    await fill();
    expect(turnstile.render).toHaveBeenCalledTimes(1);
    expect(turnstile.render.mock.calls[0]?.[1]).toMatchObject({
      sitekey: SITE_KEY,
      action: "inquiry-contact",
    });
    await send();
    await waitFor(() => {
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: "contact",
          name: "Jane Cooper",
          turnstileToken: "token-1",
        }),
      );
    });
    // A token is good once: the widget is asked for a fresh one.
    expect(turnstile.reset).toHaveBeenCalledWith("widget-1");
  });

  it("when the API refuses the check, says so and keeps everything typed for another try", async () => {
    fakeTurnstile("token-1");
    const submit = vi
      .fn<SubmitInquiry>()
      .mockRejectedValueOnce(
        new InquiryApiError(403, { code: "bot-check-failed", message: "The check did not pass." }),
      )
      .mockResolvedValueOnce();
    const { field, fill, send } = renderForm(submit);
    await fill();
    await send();
    const notice = await screen.findByText(copy.botCheckMessage);
    expect(notice).toBeVisible();
    expect(notice.textContent).toMatch(/Nothing you typed was lost/);
    expect(field(copy.fields.name.label)).toHaveValue("Jane Cooper");
    expect(field(copy.fields.email.label)).toHaveValue("jane@clinic.com");
    expect(field(copy.fields.message.label)).toHaveValue("We miss calls at lunch.");
    // The second press sends the same inquiry with a fresh token.
    await send();
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(2);
    });
    expect(submit.mock.calls[1]?.[0]).toMatchObject({ message: "We miss calls at lunch." });
    expect(await screen.findByText(copy.successTitle)).toBeVisible();
  });
});
