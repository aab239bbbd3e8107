import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Input } from "./input.js";
import { Label } from "./label.js";

describe("Input", () => {
  it("is a text input that takes typing, forwards its ref and posts under its name", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(
      <form aria-label="Clinic">
        <Label htmlFor="clinic">Clinic name</Label>
        <Input id="clinic" name="clinic" ref={ref} onChange={onChange} />
      </form>,
    );
    const input = screen.getByRole("textbox", { name: "Clinic name" });
    expect(input).toHaveAttribute("type", "text");
    expect(ref.current).toBe(input);
    await user.type(input, "Bright Smile Dental");
    expect(input).toHaveValue("Bright Smile Dental");
    expect(onChange).toHaveBeenCalled();
    expect(new FormData(screen.getByRole<HTMLFormElement>("form")).get("clinic")).toBe(
      "Bright Smile Dental",
    );
  });

  it("shows the invalid state from aria-invalid and lets the caller's className win", () => {
    render(<Input aria-label="Phone" aria-invalid className="h-9" />);
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input.className).toContain("aria-invalid:border-danger");
    expect(input.className).toContain("aria-invalid:ring-danger");
    expect(input.className).toContain("h-9");
    expect(input.className).not.toContain("h-11");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <div>
        <Label htmlFor="a">Work email</Label>
        <Input id="a" type="email" placeholder="you@clinic.com" />
        <Label htmlFor="b">Phone</Label>
        <Input id="b" type="tel" disabled />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
