import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { SectionHeading } from "./section-heading.js";

describe("SectionHeading", () => {
  it("renders an h2 title with its eyebrow and description", () => {
    render(
      <SectionHeading
        eyebrow="How It Works"
        title="From missed call to booked appointment"
        description="Your AI agent answers, qualifies and books while your team sleeps."
      />,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "From missed call to booked appointment" }),
    ).toBeInTheDocument();
    expect(screen.getByText("How It Works")).toHaveAttribute(
      "data-slot",
      "section-heading-eyebrow",
    );
    expect(screen.getByText(/answers, qualifies and books/)).toHaveAttribute(
      "data-slot",
      "section-heading-description",
    );
  });

  it("takes the heading level and alignment the page needs", () => {
    const { container } = render(
      <SectionHeading as="h3" title="Supported Channels" align="center" />,
    );
    expect(
      screen.getByRole("heading", { level: 3, name: "Supported Channels" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("data-align", "center");
    expect(container.firstElementChild).toHaveClass("text-center", "mx-auto");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <SectionHeading
        eyebrow="AI Caller Impact"
        title="Results our clinics see"
        description="Across 120+ businesses."
      />,
    );
    await expectNoAxeViolations(container);
  });
});
