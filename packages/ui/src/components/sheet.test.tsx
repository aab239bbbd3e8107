import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Button } from "./button.js";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "./sheet.js";

function MobileMenu({ side }: { side?: "top" | "right" | "bottom" | "left" }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost">Menu</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>NovaLine</SheetTitle>
          <SheetDescription>AI voice agents and chatbots</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main">
          <SheetClose asChild>
            <a href="#services">Services</a>
          </SheetClose>
          <SheetClose asChild>
            <a href="#pricing">Pricing</a>
          </SheetClose>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

describe("Sheet", () => {
  it("opens from the keyboard as a named dialog on the requested side, and Escape returns focus", async () => {
    const user = userEvent.setup();
    render(<MobileMenu side="left" />);
    const trigger = screen.getByRole("button", { name: "Menu" });
    await user.tab();
    await user.keyboard("{Enter}");

    const sheet = screen.getByRole("dialog", { name: "NovaLine" });
    expect(sheet).toHaveAccessibleDescription("AI voice agents and chatbots");
    expect(sheet).toHaveAttribute("data-side", "left");
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(trigger).toHaveFocus();
  });

  it("defaults to the right side and closes when a menu link is followed", async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("dialog")).toHaveAttribute("data-side", "right");
    await user.click(screen.getByRole("link", { name: "Pricing" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
  });

  it("has no axe violations when open", async () => {
    const user = userEvent.setup();
    render(<MobileMenu side="bottom" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });
});
