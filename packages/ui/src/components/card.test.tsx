import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.js";

function ServiceCard({ variant }: { variant?: "default" | "glow" | "gradient-border" }) {
  return (
    <Card variant={variant}>
      <CardHeader>
        <CardTitle>AI Voice Agent</CardTitle>
        <CardDescription>24/7 intelligent call handling</CardDescription>
      </CardHeader>
      <CardContent>Answers every call in 0.3 s and books the appointment.</CardContent>
      <CardFooter>
        <a href="/services">Explore Services</a>
      </CardFooter>
    </Card>
  );
}

describe("Card", () => {
  it("composes a titled surface with slots for styling hooks", () => {
    const { container } = render(<ServiceCard />);
    const card = container.querySelector('[data-slot="card"]');
    expect(card).toHaveAttribute("data-variant", "default");
    expect(screen.getByRole("heading", { level: 3, name: "AI Voice Agent" })).toHaveAttribute(
      "data-slot",
      "card-title",
    );
    for (const slot of ["card-header", "card-description", "card-content", "card-footer"]) {
      expect(container.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
  });

  it("uses the token classes of each variant", () => {
    const { container, rerender } = render(<ServiceCard variant="glow" />);
    const card = () => container.querySelector('[data-slot="card"]');
    expect(card()).toHaveClass("shadow-glow", "bg-card");
    rerender(<ServiceCard variant="gradient-border" />);
    expect(card()).toHaveAttribute("data-variant", "gradient-border");
    expect(card()?.className).toContain("var(--gradient-brand)");
  });

  it("lets the title take the page's heading level and the card any element via asChild", () => {
    render(
      <Card asChild className="p-2">
        <article aria-label="Advanced Chatbot">
          <CardTitle as="h2">Advanced Chatbot</CardTitle>
        </article>
      </Card>,
    );
    const article = screen.getByRole("article", { name: "Advanced Chatbot" });
    expect(article).toHaveAttribute("data-slot", "card");
    expect(article).toHaveClass("p-2");
    expect(screen.getByRole("heading", { level: 2, name: "Advanced Chatbot" })).toBeInTheDocument();
  });

  it("has no axe violations in any variant", async () => {
    const { container } = render(
      <div>
        <ServiceCard />
        <ServiceCard variant="glow" />
        <ServiceCard variant="gradient-border" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
