import { demoCallForm as copy, industries } from "@novaline/content";
import { InquiryApiError, type DemoCallView } from "@novaline/inquiry";
import { demoCallMessages } from "@novaline/inquiry/demo-call";
import { act, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PhoneDemoApi } from "./phone-demo-api";
import PhoneDemoForm from "./phone-demo-form";
import { phoneCountries, SUGGESTED_COUNTRIES } from "./phone-countries";

const industryNames = industries.map(({ key, label }) => ({ key, label }));

/** An API that takes the request (or refuses it with `refusal`) and reports `views` in turn. */
function fakeApi({ refusal, views = [] }: { refusal?: Error; views?: DemoCallView[] } = {}) {
  const id = crypto.randomUUID();
  let read = 0;
  return {
    request: vi.fn<PhoneDemoApi["request"]>(() =>
      refusal ? Promise.reject(refusal) : Promise.resolve({ id, status: "queued" }),
    ),
    get: vi.fn<PhoneDemoApi["get"]>(() => {
      const view = views[Math.min(read, views.length - 1)] ?? { id, status: "queued" };
      read += 1;
      return Promise.resolve({ ...view, id });
    }),
  };
}

function renderForm(api: PhoneDemoApi) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <PhoneDemoForm
        copy={copy}
        industries={industryNames}
        api={api}
        browserDemo={<button type="button">{copy.browserDemoLabel}</button>}
      />
    </MemoryRouter>,
  );
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
  const fill = async (phone = "07911123456") => {
    await user.type(field(copy.fields.firstName.label), "Jane");
    await user.selectOptions(field(copy.fields.industry.label), "beauty");
    await user.selectOptions(field(copy.fields.country.label), "GB");
    await user.type(field(copy.fields.phone.label), phone);
    await user.click(screen.getByRole("checkbox"));
  };
  const submit = () => user.click(screen.getByRole("button", { name: copy.submitLabel }));
  return { user, field, fill, submit };
}

describe("PhoneDemoForm", () => {
  it("formats the number as it is typed for the chosen country", async () => {
    const { user, field, submit } = renderForm(fakeApi());
    await submit();
    await user.selectOptions(field(copy.fields.country.label), "GB");
    await user.type(field(copy.fields.phone.label), "07911123456");
    expect(field(copy.fields.phone.label)).toHaveValue("07911 123456");
    await user.selectOptions(field(copy.fields.country.label), "US");
    // The national digits stay, now read as a US number.
    expect(field(copy.fields.phone.label)).toHaveValue("(791) 112-3456");
  });

  it("says what is missing on each field, focus on the first, and sends nothing", async () => {
    const api = fakeApi();
    const { field, submit } = renderForm(api);
    await submit();
    expect(await screen.findByText(demoCallMessages.firstName.required)).toBeVisible();
    expect(screen.getByText(demoCallMessages.phone.required)).toBeVisible();
    expect(screen.getByText(demoCallMessages.industry.invalid)).toBeVisible();
    expect(screen.getByText(demoCallMessages.consent.required)).toBeVisible();
    expect(field(copy.fields.firstName.label)).toHaveFocus();
    expect(api.request).not.toHaveBeenCalled();
  });

  it("refuses a premium-rate number before sending", async () => {
    const api = fakeApi();
    const { fill, submit } = renderForm(api);
    await fill("09098790000");
    await submit();
    expect(await screen.findByText(demoCallMessages.phone.notCallable)).toBeVisible();
    expect(api.request).not.toHaveBeenCalled();
  });

  it("sends the request in E.164 with the page it was on, and follows the call to what happens next", async () => {
    const api = fakeApi({
      views: [{ id: "", status: "ended", durationSeconds: 74 }],
    });
    const { fill, submit } = renderForm(api);
    await fill();
    await submit();
    expect(api.request).toHaveBeenCalledWith({
      firstName: "Jane",
      phone: "+447911123456",
      industry: "beauty",
      consent: true,
      sourcePage: window.location.pathname,
    });
    // Focus moves to the status in an effect, after it renders.
    const status = await screen.findByRole("heading", { name: copy.statusTitle });
    await waitFor(() => {
      expect(status).toHaveFocus();
    });
    expect(await screen.findByText(copy.ended.nextTitle)).toBeVisible();
    for (const point of copy.ended.next) expect(screen.getByText(point)).toBeVisible();
    expect(screen.getByText("1 min 14 s")).toBeVisible();
    expect(screen.getByRole("link", { name: copy.bookDemo.label })).toHaveAttribute(
      "href",
      copy.bookDemo.href,
    );
  });

  it("lets the visitor fix the number of a call that did not get through, with what they typed", async () => {
    const api = fakeApi({ views: [{ id: "", status: "failed", failure: "not-reached" }] });
    const { user, field, fill, submit } = renderForm(api);
    await fill();
    await submit();
    expect(await screen.findByText(copy.failures.notReached.title)).toBeVisible();
    await user.click(screen.getByRole("button", { name: copy.editLabel }));
    expect(field(copy.fields.phone.label)).toHaveValue("07911 123456");
    expect(field(copy.fields.firstName.label)).toHaveValue("Jane");
  });

  it("says when a call could not be confirmed, and offers the alternatives, not a new number", async () => {
    const api = fakeApi({ views: [{ id: "", status: "failed", failure: "not-confirmed" }] });
    const { fill, submit } = renderForm(api);
    await fill();
    await submit();
    expect(await screen.findByText(copy.failures.notConfirmed.title)).toBeVisible();
    expect(screen.getByRole("link", { name: copy.bookDemo.label })).toBeVisible();
    expect(screen.queryByRole("button", { name: copy.editLabel })).toBeNull();
  });

  it("outside calling hours, says when the number can be called, in the API's words", async () => {
    const message =
      "We only call between 08:00 and 21:00 at the number's local time. The next time we can call it is Friday 08:00 (London time). You can talk to our AI in your browser now.";
    const refusal = new InquiryApiError(422, { code: "demo-call-outside-hours", message });
    const { fill, submit } = renderForm(fakeApi({ refusal }));
    await fill();
    await submit();
    expect(await screen.findByText(copy.failures.outsideHours.title)).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole("link", { name: copy.bookDemo.label })).toBeVisible();
  });

  it.each([
    [new InquiryApiError(429, { code: "demo-call-ip-limit", message: "" }), "ipLimit"],
    [new InquiryApiError(429, { code: "demo-calls-daily-cap", message: "" }), "dailyCap"],
    [new InquiryApiError(503, { code: "demo-calls-not-configured", message: "" }), "notConfigured"],
  ] as const)("explains a refused request (%s) and offers the alternatives", async (error, key) => {
    const { field, fill, submit } = renderForm(fakeApi({ refusal: error }));
    await fill();
    await submit();
    expect(await screen.findByText(copy.failures[key].title)).toBeVisible();
    // Focus goes to the answer (which may be below the fold), not left on the button.
    expect(screen.getByText(copy.failures[key].title).closest("[data-slot]")).toHaveFocus();
    expect(screen.getByRole("button", { name: copy.browserDemoLabel })).toBeVisible();
    expect(screen.getByRole("link", { name: copy.bookDemo.label })).toBeVisible();
    expect(field(copy.fields.phone.label)).toHaveValue("07911 123456");
  });

  it("asks to try again when the connection failed, and puts the API's field messages on their fields", async () => {
    const offline = new InquiryApiError(0, { code: "network", message: "" });
    const api = fakeApi({ refusal: offline });
    const { fill, submit } = renderForm(api);
    await fill();
    await submit();
    expect(await screen.findByText(copy.failures.network.title)).toBeVisible();
    expect(screen.queryByRole("button", { name: copy.browserDemoLabel })).toBeNull();

    api.request.mockRejectedValueOnce(
      new InquiryApiError(422, {
        code: "invalid",
        message: "",
        fields: { phone: demoCallMessages.phone.notCallable },
      }),
    );
    await submit();
    expect(await screen.findByText(demoCallMessages.phone.notCallable)).toBeVisible();
    expect(screen.queryByText(copy.failures.network.title)).toBeNull();
  });
});

describe("PhoneDemoForm prerendered", () => {
  it("lists the suggested countries in its HTML and every country once hydrated, with no mismatch", () => {
    const form = (
      <MemoryRouter>
        <PhoneDemoForm copy={copy} industries={industryNames} api={fakeApi()} browserDemo={null} />
      </MemoryRouter>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    const countryCodes = () =>
      [
        ...container.querySelectorAll<HTMLOptionElement>(
          "select[autocomplete=tel-country-code] option",
        ),
      ].map((option) => option.value);
    expect(countryCodes()).toEqual(SUGGESTED_COUNTRIES);

    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    act(() => {
      hydrateRoot(container, form);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(countryCodes()).toEqual([
      ...SUGGESTED_COUNTRIES,
      ...phoneCountries().map((country) => country.code),
    ]);
    expect(container.querySelector("select[autocomplete=tel-country-code]")).toHaveValue("US");
    container.remove();
  });
});
