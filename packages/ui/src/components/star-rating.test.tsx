import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { StarRating } from "./star-rating.js";

function stars(container: HTMLElement, state: "filled" | "empty") {
  return container.querySelectorAll(`svg[data-state="${state}"]`).length;
}

describe("StarRating", () => {
  it("is one image named with the rating", () => {
    const { container } = render(<StarRating value={5} />);
    const rating = screen.getByRole("img", { name: "Rated 5 out of 5" });
    expect(rating).toHaveClass("text-star");
    expect(stars(container, "filled")).toBe(5);
    expect(stars(container, "empty")).toBe(0);
    for (const star of container.querySelectorAll("svg"))
      expect(star).toHaveAttribute("aria-hidden", "true");
  });

  it("fills as many stars as the rounded rating and clamps out-of-range values", () => {
    const { container, rerender } = render(<StarRating value={3} />);
    expect(screen.getByRole("img", { name: "Rated 3 out of 5" })).toBeInTheDocument();
    expect(stars(container, "filled")).toBe(3);
    expect(stars(container, "empty")).toBe(2);

    rerender(<StarRating value={9} />);
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    rerender(<StarRating value={-1} />);
    expect(screen.getByRole("img", { name: "Rated 0 out of 5" })).toBeInTheDocument();
    expect(stars(container, "filled")).toBe(0);
  });

  it("accepts a custom name and scale", () => {
    const { container } = render(<StarRating value={4} max={10} label="4 of 10 stars" />);
    expect(screen.getByRole("img", { name: "4 of 10 stars" })).toBeInTheDocument();
    expect(container.querySelectorAll("svg")).toHaveLength(10);
  });

  it("has no axe violations", async () => {
    const { container } = render(<StarRating value={4.9} size="lg" />);
    await expectNoAxeViolations(container);
  });
});
