import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Checkbox } from "./checkbox.js";
import { Label } from "./label.js";

describe("Checkbox", () => {
  it("is named by its label, toggles with Space, from the label and with a click, and shows a check", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <>
        <Checkbox id="consent" onCheckedChange={onCheckedChange} />
        <Label htmlFor="consent">Email me the ROI report</Label>
      </>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Email me the ROI report" });
    expect(checkbox).not.toBeChecked();
    expect(checkbox.querySelector("svg")).toBeNull();

    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.keyboard(" ");
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute("data-state", "checked");
    expect(checkbox.querySelector("svg")).not.toBeNull();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByText("Email me the ROI report"));
    expect(checkbox).not.toBeChecked();

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(3);
  });

  it("shows a mixed state", () => {
    render(<Checkbox aria-label="All industries" checked="indeterminate" />);
    const checkbox = screen.getByRole("checkbox", { name: "All industries" });
    expect(checkbox).toHaveAttribute("aria-checked", "mixed");
    expect(checkbox).toHaveAttribute("data-state", "indeterminate");
  });

  it("posts its value under its name in a form when checked", async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Newsletter">
        <Checkbox id="n" name="newsletter" value="yes" />
        <Label htmlFor="n">Send me product news</Label>
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>("form");
    expect(new FormData(form).get("newsletter")).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Send me product news" }));
    expect(new FormData(form).get("newsletter")).toBe("yes");
  });

  it("does nothing when disabled", async () => {
    const user = userEvent.setup();
    render(<Checkbox aria-label="HIPAA mode" disabled />);
    const checkbox = screen.getByRole("checkbox", { name: "HIPAA mode" });
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toBeDisabled();
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <div>
        <Checkbox id="a" defaultChecked />
        <Label htmlFor="a">Checked</Label>
        <Checkbox id="b" checked="indeterminate" />
        <Label htmlFor="b">Mixed</Label>
        <Checkbox id="c" aria-invalid />
        <Label htmlFor="c">Invalid</Label>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
