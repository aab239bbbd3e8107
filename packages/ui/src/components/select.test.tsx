import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Label } from "./label.js";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
} from "./select.js";

function IndustrySelect(props: { onValueChange?: (value: string) => void; defaultValue?: string }) {
  return (
    <form aria-label="Inquiry">
      <Label htmlFor="industry">Industry</Label>
      <Select name="industry" {...props}>
        <SelectTrigger id="industry" placeholder="Choose your industry" />
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Health</SelectLabel>
            <SelectItem value="clinics">Clinics</SelectItem>
            <SelectItem value="dental">Dental practices</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectItem value="realtors">Realtors</SelectItem>
          <SelectItem value="salons" disabled>
            Salons
          </SelectItem>
          <SelectItem value="logistics">Logistics</SelectItem>
        </SelectContent>
      </Select>
    </form>
  );
}

describe("Select", () => {
  it("is a labelled combobox showing its placeholder", () => {
    render(<IndustrySelect />);
    const trigger = screen.getByRole("combobox", { name: "Industry" });
    expect(trigger).toHaveTextContent("Choose your industry");
    expect(trigger).toHaveAttribute("data-placeholder");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("opens from the keyboard, moves with the arrows (skipping disabled items) and chooses with Enter", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<IndustrySelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole("combobox", { name: "Industry" });
    await user.tab();
    expect(trigger).toHaveFocus();

    await user.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(trigger).toHaveAttribute("aria-controls", listbox.id);
    await waitFor(() => {
      expect(screen.getByRole("option", { name: "Clinics" })).toHaveFocus();
    });

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("option", { name: "Realtors" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "Logistics" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(onValueChange).toHaveBeenCalledWith("logistics");
    await waitFor(() => {
      expect(screen.queryByRole("listbox")).toBeNull();
    });
    expect(trigger).toHaveTextContent("Logistics");
    expect(trigger).toHaveFocus();
  });

  it("closes on Escape without changing the value, and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<IndustrySelect defaultValue="realtors" onValueChange={onValueChange} />);
    const trigger = screen.getByRole("combobox", { name: "Industry" });
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await waitFor(() => {
      expect(screen.getByRole("option", { name: "Realtors" })).toHaveFocus();
    });
    expect(screen.getByRole("option", { name: "Realtors" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.keyboard("{ArrowDown}{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("listbox")).toBeNull();
    });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent("Realtors");
    expect(trigger).toHaveFocus();
  });

  it("chooses with a click and posts its value under its name in a form", async () => {
    const user = userEvent.setup();
    render(<IndustrySelect />);
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Inquiry" });
    expect(new FormData(form).get("industry")).toBe("");

    await user.click(screen.getByRole("combobox", { name: "Industry" }));
    await user.click(await screen.findByRole("option", { name: "Dental practices" }));
    expect(screen.getByRole("combobox", { name: "Industry" })).toHaveTextContent(
      "Dental practices",
    );
    expect(new FormData(form).get("industry")).toBe("dental");
  });

  it("has no axe violations, closed and open", async () => {
    const user = userEvent.setup();
    const { container } = render(<IndustrySelect defaultValue="clinics" />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole("combobox", { name: "Industry" }));
    await screen.findByRole("listbox");
    await expectNoAxeViolations(document.body);
  });
});
