import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Inbox } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Button } from "./button.js";
import { EmptyState } from "./empty-state.js";

describe("EmptyState", () => {
  it("names what is empty and offers the next step", async () => {
    const user = userEvent.setup();
    const onShare = vi.fn();
    const { container } = render(
      <EmptyState
        icon={<Inbox />}
        title="No inquiries yet"
        description="New maintenance inquiries from your website appear here."
        action={<Button onClick={onShare}>Share booking link</Button>}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "No inquiries yet" })).toBeInTheDocument();
    expect(screen.getByText(/appear here/)).toBeInTheDocument();
    expect(container.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Share booking link" }));
    expect(onShare).toHaveBeenCalledOnce();
  });

  it("takes the page's heading level and omits what is not given", () => {
    const { container } = render(<EmptyState title="No posts match “HIPAA”" titleAs="h2" />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("No posts match “HIPAA”");
    expect(container.querySelector('[data-slot="empty-state-icon"]')).toBeNull();
    expect(container.querySelector('[data-slot="empty-state-action"]')).toBeNull();
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <EmptyState
        icon={<Inbox />}
        title="No inquiries yet"
        action={<Button>Share booking link</Button>}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
