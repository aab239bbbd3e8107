import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Slider } from "./slider.js";

const dollars = (value: number) => `$${value}`;

describe("Slider", () => {
  it("is a slider named by its visible label, with min, max and the formatted value text", () => {
    render(
      <Slider
        label="Average value per client"
        min={50}
        max={1000}
        step={10}
        defaultValue={150}
        formatValue={dollars}
      />,
    );
    const slider = screen.getByRole("slider", { name: "Average value per client" });
    expect(screen.getByText("Average value per client")).toBeVisible();
    expect(slider).toHaveAttribute("aria-valuemin", "50");
    expect(slider).toHaveAttribute("aria-valuemax", "1000");
    expect(slider).toHaveAttribute("aria-valuenow", "150");
    expect(slider).toHaveAttribute("aria-valuetext", "$150");
    expect(screen.getByText("$150")).toBeInTheDocument();
  });

  it("moves by step with the arrow keys and jumps with Home/End", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Slider
        label="Close rate"
        min={5}
        max={80}
        step={5}
        defaultValue={35}
        formatValue={(value) => `${value}%`}
        onValueChange={onValueChange}
      />,
    );
    const slider = screen.getByRole("slider", { name: "Close rate" });
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(slider).toHaveAttribute("aria-valuenow", "40");
    expect(slider).toHaveAttribute("aria-valuetext", "40%");
    expect(onValueChange).toHaveBeenLastCalledWith(40);
    await user.keyboard("{ArrowLeft}{ArrowDown}");
    expect(slider).toHaveAttribute("aria-valuenow", "30");
    await user.keyboard("{End}");
    expect(slider).toHaveAttribute("aria-valuetext", "80%");
    expect(screen.getByText("80%")).toBeInTheDocument();
    await user.keyboard("{Home}");
    expect(slider).toHaveAttribute("aria-valuenow", "5");
  });

  it("starts at min when uncontrolled without a defaultValue", () => {
    render(<Slider label="Monthly inquiries" min={100} max={5000} />);
    expect(screen.getByRole("slider")).toHaveAttribute("aria-valuenow", "100");
  });

  it("works controlled and reports commits", async () => {
    const user = userEvent.setup();
    const onValueCommit = vi.fn();
    function Controlled() {
      const [value, setValue] = useState(500);
      return (
        <>
          <Slider
            label="Monthly inquiries"
            min={100}
            max={5000}
            step={100}
            value={value}
            onValueChange={setValue}
            onValueCommit={onValueCommit}
          />
          <p>Extra leads: {Math.round(value * 0.28)}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.tab();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("slider")).toHaveAttribute("aria-valuenow", "600");
    expect(screen.getByText("Extra leads: 168")).toBeInTheDocument();
    expect(onValueCommit).toHaveBeenLastCalledWith(600);
  });

  it("holds a controlled value the parent does not change", async () => {
    const user = userEvent.setup();
    render(<Slider label="Monthly inquiries" value={500} max={5000} />);
    await user.tab();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("slider")).toHaveAttribute("aria-valuenow", "500");
  });

  it("submits its value under `name` in a form", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form aria-label="ROI">
        <Slider label="Close rate" name="closeRate" max={100} defaultValue={35} />
      </form>,
    );
    await user.tab();
    await user.keyboard("{ArrowRight}");
    const form = container.querySelector("form");
    expect(form && new FormData(form).get("closeRate")).toBe("36");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <Slider
        label="Average value per client"
        defaultValue={150}
        max={1000}
        formatValue={dollars}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
