import { pricingPage } from "@novaline/content";
import { inquiryMessages } from "@novaline/inquiry";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { MaintenanceForm } from "./maintenance-form";
import { choosePlan } from "./plan-choice";
import type { SubmitInquiry } from "../inquiry-forms/submit-inquiry";

const { form: copy, plans } = pricingPage.maintenance;
const options = plans.map(({ id, name }) => ({ id, label: name }));

function renderForm(submit: SubmitInquiry) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <MaintenanceForm
        copy={copy}
        plans={options}
        email="hello@novaline.ai"
        sourcePage="/pricing"
        submit={submit}
      />
    </MemoryRouter>,
  );
  return { user, plan: () => screen.getByRole("combobox", { name: /Maintenance plan/ }) };
}

describe("MaintenanceForm", () => {
  it("needs a plan", async () => {
    const submit = vi.fn<SubmitInquiry>();
    const { user, plan } = renderForm(submit);
    await user.type(screen.getByLabelText(/^Full name/), "Jane");
    await user.type(screen.getByLabelText(/^Work email/), "jane@clinic.com");
    await user.click(screen.getByRole("button", { name: copy.submitLabel }));
    expect(plan()).toHaveFocus();
    expect(plan()).toHaveAccessibleDescription(inquiryMessages.plan.required);
    expect(submit).not.toHaveBeenCalled();
  });

  it("takes the plan chosen on a plan card, before or after it loads, and sends it", async () => {
    choosePlan("priority");
    const submit = vi.fn<SubmitInquiry>().mockResolvedValue();
    const { user, plan } = renderForm(submit);
    expect(plan()).toHaveValue("priority");
    act(() => {
      choosePlan("professional");
    });
    expect(plan()).toHaveValue("professional");

    await user.type(screen.getByLabelText(/^Full name/), "Jane");
    await user.type(screen.getByLabelText(/^Work email/), "jane@clinic.com");
    await user.click(screen.getByRole("button", { name: copy.submitLabel }));
    expect(await screen.findByRole("heading", { name: copy.successTitle })).toBeVisible();
    expect(submit).toHaveBeenCalledWith({
      kind: "maintenance",
      name: "Jane",
      email: "jane@clinic.com",
      plan: "professional",
      sourcePage: "/pricing",
      company_website: "",
    });
  });
});
