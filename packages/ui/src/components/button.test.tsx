import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Button } from "./button.js";

describe("Button", () => {
  it("is a button that calls onClick from mouse and keyboard", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Talk to the AI</Button>);
    const button = screen.getByRole("button", { name: "Talk to the AI" });
    expect(button).toHaveAttribute("type", "button");
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it("while loading shows a spinner, is marked busy and ignores clicks", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        End Call
      </Button>,
    );
    const button = screen.getByRole("button", { name: "End Call" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("data-state", "loading");
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("renders as a link with asChild, keeping the link's href and role", () => {
    render(
      <Button asChild variant="secondary">
        <a href="/roi">Calculate ROI</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Calculate ROI" });
    expect(link).toHaveAttribute("href", "/roi");
    expect(link).toHaveAttribute("data-variant", "secondary");
    expect(link).not.toHaveAttribute("type");
  });

  it("lets the caller's className win over the variant's", () => {
    render(<Button className="bg-success">Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    expect(button.className).toContain("bg-success");
    expect(button.className).not.toContain("bg-primary ");
  });

  it("has no axe violations in any variant", async () => {
    const { container } = render(
      <div>
        {(["primary", "secondary", "ghost", "danger", "success", "outline"] as const).map(
          (variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ),
        )}
        <Button loading>Saving</Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
