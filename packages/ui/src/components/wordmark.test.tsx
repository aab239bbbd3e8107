import { render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Logo } from "./logo.js";
import { Wordmark } from "./wordmark.js";
import { WordmarkName } from "./wordmark-name.js";

// Stands in for a router's Link, which renders an <a>.
function RouterLink({ children, ...props }: ComponentProps<"a">) {
  return <a {...props}>{children}</a>;
}

describe("Wordmark", () => {
  it("splits the brand, with the second part in the brand gradient", () => {
    const { container } = render(<Wordmark />);
    expect(container.textContent).toBe("NovaLine");
    expect(screen.getByText("Nova")).toHaveAttribute("data-slot", "wordmark-first");
    expect(screen.getByText("Line")).toHaveClass(
      "bg-brand-text",
      "bg-clip-text",
      "text-transparent",
    );
  });

  it("is a link named with the whole brand when given href, the logo staying decorative", () => {
    render(<Wordmark href="/" logo={<Logo alt="" />} />);
    const link = screen.getByRole("link", { name: "NovaLine" });
    expect(link).toHaveAttribute("href", "/");
    expect(link.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("renders inside the caller's link with asChild", () => {
    render(
      <Wordmark asChild first="Acme" second="Dental" className="text-sm">
        <RouterLink href="/home" aria-current="page" />
      </Wordmark>,
    );
    const link = screen.getByRole("link", { name: "AcmeDental" });
    expect(link).toHaveAttribute("href", "/home");
    expect(link).toHaveAttribute("data-slot", "wordmark");
    expect(link).toHaveClass("text-sm");
  });

  it("lends its name alone, WordmarkName, to a link the caller builds", () => {
    render(
      <RouterLink href="/">
        <WordmarkName first="Acme" second="Dental" />
      </RouterLink>,
    );
    expect(screen.getByRole("link", { name: "AcmeDental" })).toHaveAttribute("href", "/");
    expect(screen.getByText("Dental")).toHaveClass("bg-brand-text", "bg-clip-text");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <div>
        <Wordmark />
        <Wordmark href="/" logo={<Logo alt="" />} size="lg" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
