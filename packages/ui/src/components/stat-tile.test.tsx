import { render, screen } from "@testing-library/react";
import { Target } from "lucide-react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { StatTile } from "./stat-tile.js";

describe("StatTile", () => {
  it("reads as the figure followed by its label", () => {
    const { container } = render(<StatTile value="97%" label="Accuracy rate" />);
    expect(container.textContent).toBe("97%Accuracy rate");
    expect(screen.getByText("97%")).toHaveAttribute("data-slot", "stat-tile-value");
    expect(screen.getByText("Accuracy rate")).toHaveAttribute("data-slot", "stat-tile-label");
  });

  it("accepts a node as the value, e.g. an animated counter", () => {
    render(<StatTile value={<span data-testid="count-up">10x</span>} label="Faster Response" />);
    expect(screen.getByTestId("count-up").closest('[data-slot="stat-tile-value"]')).not.toBeNull();
  });

  it("hides the decorative icon and shows an optional description", () => {
    const { container } = render(
      <StatTile
        value="60%"
        label="Cost Reduction"
        icon={<Target />}
        description="Average saving across our clinic clients."
        align="center"
      />,
    );
    expect(container.querySelector('[data-slot="stat-tile-icon"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    expect(screen.getByText("Average saving across our clinic clients.")).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass("text-center");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <div>
        <StatTile value="100%" label="Success Rate" icon={<Target />} />
        <StatTile value="24/7" label="Availability" variant="plain" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
