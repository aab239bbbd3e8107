import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ComponentProps, type SubmitEvent } from "react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Button } from "./button.js";
import { Checkbox } from "./checkbox.js";
import { FormField, useFormFieldControl } from "./form-field.js";
import { Input } from "./input.js";
import { Select, SelectContent, SelectItem, SelectTrigger } from "./select.js";
import { Textarea } from "./textarea.js";

function describedByIds(element: HTMLElement): string[] {
  return (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
}

/** A plain controlled form: validates on submit, shows errors, keeps what was typed. */
function ContactForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setError("Enter an email address like name@clinic.com");
      return;
    }
    setError(undefined);
    setSent(true);
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact">
      <FormField
        label="Work email"
        description="We send the ROI report here."
        error={error}
        required
      >
        <Input
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
      </FormField>
      <Button type="submit">Send</Button>
      {sent && <p>Thanks! We will be in touch.</p>}
    </form>
  );
}

describe("FormField", () => {
  it("labels its control: clicking the label focuses it", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const input = screen.getByRole("textbox", { name: /Work email/ });
    await user.click(screen.getByText("Work email"));
    expect(input).toHaveFocus();
  });

  it("marks a required field with an accessible marker and aria-required", () => {
    render(<ContactForm />);
    const input = screen.getByRole("textbox", { name: "Work email (required)" });
    expect(input).toHaveAttribute("aria-required", "true");
    // No native `required`: validation messages stay the app's, not the browser's.
    expect(input).not.toHaveAttribute("required");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("describes the control and, on a failed validation, marks it invalid, announces the error and keeps the typed value", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const input = screen.getByRole("textbox", { name: /Work email/ });
    const description = screen.getByText("We send the ROI report here.");
    expect(describedByIds(input)).toEqual([description.id]);
    expect(input).toHaveAccessibleDescription("We send the ROI report here.");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-errormessage");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.type(input, "dr.lee@clinic");
    await user.click(screen.getByRole("button", { name: "Send" }));

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Enter an email address like name@clinic.com");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(describedByIds(input)).toEqual([description.id, alert.id]);
    expect(input).toHaveAttribute("aria-errormessage", alert.id);
    expect(input).toHaveAccessibleErrorMessage("Enter an email address like name@clinic.com");
    expect(input).toHaveValue("dr.lee@clinic");
    expect(input.closest('[data-slot="form-field"]')).toHaveAttribute("data-invalid", "true");

    await user.type(input, ".com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Thanks! We will be in touch.")).toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(describedByIds(input)).toEqual([description.id]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("wires a Textarea, keeping its own character-count id in aria-describedby", () => {
    render(
      <FormField
        label="Message"
        description="Tell us about your call volume."
        error="Please add a message"
      >
        <Textarea maxLength={500} aria-describedby="privacy-note" />
      </FormField>,
    );
    const textarea = screen.getByRole("textbox", { name: "Message" });
    const ids = describedByIds(textarea);
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe(screen.getByText("Tell us about your call volume.").id);
    expect(ids[1]).toBe(screen.getByRole("alert").id);
    expect(document.getElementById(ids[2] ?? "")).toHaveTextContent("0 of 500 characters used");
    expect(ids[3]).toBe("privacy-note");
    expect(textarea).toHaveAttribute("aria-invalid", "true");
  });

  it("wires a Select trigger: the label names it and clicking the label opens it", async () => {
    const user = userEvent.setup();
    render(
      <FormField
        label="Industry"
        description="We tailor the demo to it."
        error="Choose an industry"
        required
      >
        <Select name="industry">
          <SelectTrigger placeholder="Choose your industry" />
          <SelectContent>
            <SelectItem value="clinics">Clinics</SelectItem>
          </SelectContent>
        </Select>
      </FormField>,
    );
    const trigger = screen.getByRole("combobox", { name: "Industry (required)" });
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAttribute("aria-required", "true");
    expect(trigger).toHaveAccessibleDescription("We tailor the demo to it. Choose an industry");
    await user.click(screen.getByText("Industry"));
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  it("wires a Checkbox inline: clicking the label toggles it", async () => {
    const user = userEvent.setup();
    render(
      <FormField layout="inline" label="Email me the ROI report" error="Please accept to continue">
        <Checkbox name="consent" />
      </FormField>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Email me the ROI report" });
    expect(checkbox).toHaveAttribute("aria-invalid", "true");
    expect(checkbox).toHaveAccessibleErrorMessage("Please accept to continue");
    await user.click(screen.getByText("Email me the ROI report"));
    expect(checkbox).toBeChecked();
  });

  it("wires a custom control through useFormFieldControl, and honours id and disabled", () => {
    function Rating(props: ComponentProps<"input">) {
      return <input type="range" min={1} max={5} {...props} {...useFormFieldControl(props)} />;
    }
    render(
      <FormField id="rating" label="How likely are you to recommend us?" disabled>
        <Rating />
      </FormField>,
    );
    const slider = screen.getByRole("slider", { name: "How likely are you to recommend us?" });
    expect(slider).toHaveAttribute("id", "rating");
    expect(slider).toBeDisabled();
    expect(slider).not.toHaveAttribute("aria-describedby");
  });

  it("has no axe violations, valid and invalid", async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => {
      expect(screen.getByRole("alert")).toBeInTheDocument();
    });
    await expectNoAxeViolations(container);
  });
});
