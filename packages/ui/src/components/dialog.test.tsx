import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Button } from "./button.js";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.js";

function BookDemoDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Book a demo</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Book a demo</DialogTitle>
          <DialogDescription>See the AI caller answer your clinic&apos;s phone.</DialogDescription>
        </DialogHeader>
        <label>
          Work email
          <input type="email" />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button>Book</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens from the keyboard, moves focus inside and is named and described by its title and description", async () => {
    const user = userEvent.setup();
    render(<BookDemoDialog />);
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.tab();
    expect(screen.getByRole("button", { name: "Book a demo" })).toHaveFocus();
    await user.keyboard("{Enter}");

    const dialog = screen.getByRole("dialog", { name: "Book a demo" });
    expect(dialog).toHaveAccessibleDescription("See the AI caller answer your clinic's phone.");
    const title = screen.getByRole("heading", { name: "Book a demo" });
    expect(dialog).toHaveAttribute("aria-labelledby", title.id);
    expect(dialog.getAttribute("aria-describedby")).toBe(
      screen.getByText("See the AI caller answer your clinic's phone.").id,
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(dialog).toHaveAttribute("data-state", "open");
  });

  it("traps Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(<BookDemoDialog />);
    await user.click(screen.getByRole("button", { name: "Book a demo" }));
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<BookDemoDialog onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole("button", { name: "Book a demo" });
    await user.click(trigger);
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("closes from the close button named 'Close' and from a DialogClose", async () => {
    const user = userEvent.setup();
    render(<BookDemoDialog />);
    const trigger = screen.getByRole("button", { name: "Book a demo" });

    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
  });

  it("can be controlled and hide its close button", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>{open ? "open" : "closed"}</p>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent showCloseButton={false} aria-describedby={undefined}>
              <DialogTitle>End the call?</DialogTitle>
              <DialogClose asChild>
                <Button variant="danger">End Call</Button>
              </DialogClose>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "End Call" }));
    expect(screen.getByText("closed")).toBeInTheDocument();
  });

  it("has no axe violations when open", async () => {
    const user = userEvent.setup();
    render(<BookDemoDialog />);
    await user.click(screen.getByRole("button", { name: "Book a demo" }));
    await expectNoAxeViolations(document.body);
  });
});
