import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Label } from "./label.js";
import { Textarea } from "./textarea.js";

describe("Textarea", () => {
  it("counts characters against maxLength and links the count to the field", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="message">Message</Label>
        <Textarea id="message" maxLength={20} defaultValue="Hi" />
      </>,
    );
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea).toHaveAttribute("maxlength", "20");
    expect(textarea).toHaveAccessibleDescription("2 of 20 characters used");
    expect(screen.getByText("2/20")).toBeInTheDocument();

    await user.type(textarea, " Nova, call me back please");
    // The browser stops at maxLength.
    expect(textarea).toHaveValue("Hi Nova, call me bac");
    expect(screen.getByText("20/20").closest("[data-slot='textarea-count']")).toHaveAttribute(
      "data-state",
      "full",
    );
  });

  it("counts a controlled value", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState("Book");
      return (
        <Textarea
          aria-label="Notes"
          maxLength={100}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText("4/100")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Notes" }), " a demo");
    expect(screen.getByText("11/100")).toBeInTheDocument();
  });

  it("shows no count without maxLength or with showCount={false}", () => {
    render(
      <>
        <Textarea aria-label="Free text" />
        <Textarea aria-label="Limited" maxLength={10} showCount={false} />
      </>,
    );
    expect(document.querySelector("[data-slot='textarea-count']")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Limited" })).not.toHaveAttribute(
      "aria-describedby",
    );
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <>
        <Label htmlFor="m">Message</Label>
        <Textarea id="m" maxLength={500} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
