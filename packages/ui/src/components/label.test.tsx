import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Label } from "./label.js";

describe("Label", () => {
  it("names and focuses the control it points at", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="business">Business name</Label>
        <input id="business" />
      </>,
    );
    await user.click(screen.getByText("Business name"));
    expect(screen.getByRole("textbox", { name: "Business name" })).toHaveFocus();
  });

  it("adds a required marker that screen readers hear as words", () => {
    render(
      <>
        <Label htmlFor="phone" required requiredText="obligatorio">
          Teléfono
        </Label>
        <input id="phone" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Teléfono (obligatorio)" })).toBeInTheDocument();
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <>
        <Label htmlFor="x" required>
          Work email
        </Label>
        <input id="x" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
