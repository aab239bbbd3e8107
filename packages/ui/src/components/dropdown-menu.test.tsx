import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Phone } from "lucide-react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Button } from "./button.js";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu.js";

function NavMenu({ onCall }: { onCall?: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">Menu</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Pages</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <a href="#about">About</a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href="#services">Services</a>
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Blog (coming soon)</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Phone />} onSelect={onCall}>
          Talk to the AI
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe("DropdownMenu", () => {
  it("opens with Enter on the first item and moves with the arrow keys, skipping disabled items, with Home and End", async () => {
    const user = userEvent.setup();
    render(<NavMenu />);
    const trigger = screen.getByRole("button", { name: "Menu" });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("menu")).toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const about = screen.getByRole("menuitem", { name: "About" });
    await waitFor(() => {
      expect(about).toHaveFocus();
    });

    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Services" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    // "Blog (coming soon)" is disabled and skipped.
    expect(screen.getByRole("menuitem", { name: "Talk to the AI" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Services" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Talk to the AI" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(about).toHaveFocus();
  });

  it("opens with ArrowDown", async () => {
    const user = userEvent.setup();
    render(<NavMenu />);
    screen.getByRole("button", { name: "Menu" }).focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => {
      expect(screen.getByRole("menuitem", { name: "About" })).toHaveFocus();
    });
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    render(<NavMenu />);
    const trigger = screen.getByRole("button", { name: "Menu" });
    await user.click(trigger);
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("menu")).toBeNull();
    });
    expect(trigger).toHaveFocus();
  });

  it("calls onSelect when an item is chosen with Enter or a click, then closes", async () => {
    const user = userEvent.setup();
    const onCall = vi.fn();
    render(<NavMenu onCall={onCall} />);
    const trigger = screen.getByRole("button", { name: "Menu" });

    trigger.focus();
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{End}{Enter}");
    expect(onCall).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole("menu")).toBeNull();
    });
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole("menuitem", { name: "Talk to the AI" }));
    expect(onCall).toHaveBeenCalledTimes(2);
    await waitFor(() => {
      expect(screen.queryByRole("menu")).toBeNull();
    });
  });

  it("renders asChild items as links that keep their href, and hides item icons from assistive technology", async () => {
    const user = userEvent.setup();
    render(<NavMenu />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const services = screen.getByRole("menuitem", { name: "Services" });
    expect(services.tagName).toBe("A");
    expect(services).toHaveAttribute("href", "#services");
    const call = screen.getByRole("menuitem", { name: "Talk to the AI" });
    expect(call.querySelector(":scope > span[aria-hidden='true'] > svg")).not.toBeNull();
  });

  it("supports checkbox and radio items", async () => {
    const user = userEvent.setup();
    function Preferences() {
      const [spoken, setSpoken] = useState(false);
      const [language, setLanguage] = useState("en");
      return (
        <>
          <p>
            spoken: {String(spoken)}, language: {language}
          </p>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">Voice settings</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuCheckboxItem checked={spoken} onCheckedChange={setSpoken}>
                Read replies aloud
              </DropdownMenuCheckboxItem>
              <DropdownMenuSeparator />
              <DropdownMenuLabel inset>Language</DropdownMenuLabel>
              <DropdownMenuRadioGroup value={language} onValueChange={setLanguage}>
                <DropdownMenuRadioItem value="en">English</DropdownMenuRadioItem>
                <DropdownMenuRadioItem value="es">Spanish</DropdownMenuRadioItem>
              </DropdownMenuRadioGroup>
            </DropdownMenuContent>
          </DropdownMenu>
        </>
      );
    }
    render(<Preferences />);
    const trigger = screen.getByRole("button", { name: "Voice settings" });
    await user.click(trigger);
    expect(screen.getByRole("menuitemcheckbox", { name: "Read replies aloud" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    expect(screen.getByRole("menuitemradio", { name: "English" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Read replies aloud" }));
    await user.click(trigger);
    await user.click(screen.getByRole("menuitemradio", { name: "Spanish" }));
    expect(screen.getByText("spoken: true, language: es")).toBeInTheDocument();
  });

  it("has no axe violations when open", async () => {
    const user = userEvent.setup();
    render(<NavMenu />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await expectNoAxeViolations(document.body);
  });
});
