import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Badge, Pill } from "./badge.js";

const variants = ["default", "secondary", "success", "danger", "outline", "brand"] as const;

describe("Badge", () => {
  it("renders its text with the variant's token classes", () => {
    render(
      <>
        <Badge>Beta</Badge>
        <Badge variant="success">Live</Badge>
        <Badge variant="brand">Most popular</Badge>
      </>,
    );
    expect(screen.getByText("Beta")).toHaveClass(
      "bg-primary",
      "text-primary-foreground",
      "rounded-md",
    );
    expect(screen.getByText("Live")).toHaveClass("bg-success", "text-success-foreground");
    expect(screen.getByText("Most popular")).toHaveClass("bg-brand", "text-brand-foreground");
  });

  it("doubles as a pill, via shape or the Pill shorthand", () => {
    render(
      <>
        <Badge shape="pill">Trusted by Industry Leaders</Badge>
        <Pill variant="secondary">40+ hours saved</Pill>
      </>,
    );
    for (const text of ["Trusted by Industry Leaders", "40+ hours saved"]) {
      const pill = screen.getByText(text);
      expect(pill).toHaveClass("rounded-full");
      expect(pill).toHaveAttribute("data-shape", "pill");
    }
  });

  it("renders as a link with asChild", () => {
    render(
      <Badge asChild variant="outline">
        <a href="/ai-caller">New: AI Caller</a>
      </Badge>,
    );
    const link = screen.getByRole("link", { name: "New: AI Caller" });
    expect(link).toHaveAttribute("data-slot", "badge");
    expect(link).toHaveAttribute("href", "/ai-caller");
  });

  it("has no axe violations in any variant", async () => {
    const { container } = render(
      <div>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
        <Pill variant="brand">24/7 AI-Powered Support Squad</Pill>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
