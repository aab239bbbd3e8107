import { demoCallForm as copy, industries } from "@novaline/content";
import type { DemoCallView } from "@novaline/inquiry";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PhoneDemoApi } from "./phone-demo-api";
import PhoneDemoForm from "./phone-demo-form";
import type { TurnstileApi } from "../../shared/forms/turnstile";

// The form with the bot check on (a build with VITE_TURNSTILE_SITE_KEY), over a fake Turnstile.

const SITE_KEY = "1x00000000000000000000AA";

/** A Turnstile whose widget answers with `token` when rendered, or never (`undefined`). */
function fakeTurnstile(token: string | undefined) {
  const api = {
    render: vi.fn<TurnstileApi["render"]>((_element, options) => {
      if (token !== undefined) setTimeout(() => options.callback?.(token), 10);
      return "widget-1";
    }),
    reset: vi.fn<TurnstileApi["reset"]>(),
    remove: vi.fn<TurnstileApi["remove"]>(),
  };
  window.turnstile = api;
  return api;
}

function renderForm() {
  const id = crypto.randomUUID();
  const api = {
    request: vi.fn<PhoneDemoApi["request"]>(() => Promise.resolve({ id, status: "queued" })),
    get: vi.fn<PhoneDemoApi["get"]>(() =>
      Promise.resolve({ id, status: "queued" } as DemoCallView),
    ),
  };
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <PhoneDemoForm
        copy={copy}
        industries={industries.map(({ key, label }) => ({ key, label }))}
        api={api}
        browserDemo={<button type="button">{copy.browserDemoLabel}</button>}
      />
    </MemoryRouter>,
  );
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
  const fill = async () => {
    await user.type(field(copy.fields.firstName.label), "Jane");
    await user.selectOptions(field(copy.fields.industry.label), "beauty");
    await user.selectOptions(field(copy.fields.country.label), "GB");
    await user.type(field(copy.fields.phone.label), "07400123456");
    await user.click(screen.getByRole("checkbox"));
  };
  const submit = () => user.click(screen.getByRole("button", { name: copy.submitLabel }));
  return { api, fill, submit };
}

describe("PhoneDemoForm with the bot check", () => {
  beforeEach(() => {
    vi.stubEnv("VITE_TURNSTILE_SITE_KEY", SITE_KEY);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    delete window.turnstile;
  });

  it("renders the widget when the form is first touched, sends its token, and asks for a fresh one", async () => {
    const turnstile = fakeTurnstile("XXXX.DUMMY.TOKEN.XXXX");
    const { api, fill, submit } = renderForm();
    expect(turnstile.render).not.toHaveBeenCalled();
    await fill();
    expect(turnstile.render).toHaveBeenCalledTimes(1);
    expect(turnstile.render.mock.calls[0]?.[1]).toMatchObject({
      sitekey: SITE_KEY,
      action: "demo-call",
    });
    await submit();
    await waitFor(() => {
      expect(api.request).toHaveBeenCalledWith(
        expect.objectContaining({ turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }),
      );
    });
    expect(turnstile.reset).toHaveBeenCalledWith("widget-1");
  });

  it("says the check did not finish when the widget gives no token, and sends nothing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeTurnstile(undefined);
      const { api, fill, submit } = renderForm();
      await fill();
      const sending = submit();
      await vi.advanceTimersByTimeAsync(16_000);
      await sending;
      expect(await screen.findByText(copy.failures.botCheck.title)).toBeVisible();
      expect(api.request).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
