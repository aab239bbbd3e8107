import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.js";

const industries = [
  { key: "health", label: "Healthcare", text: "Books patient appointments after hours." },
  { key: "beauty", label: "Beauty & Salons", text: "Fills last-minute cancellations." },
  { key: "banking", label: "Banking & Finance", text: "Answers balance and card questions." },
  { key: "logistics", label: "Logistics", text: "Gives live delivery updates." },
] as const;

function IndustryTabs(props: Partial<Parameters<typeof Tabs>[0]>) {
  return (
    <Tabs defaultValue="health" {...props}>
      <TabsList aria-label="Industries">
        {industries.map((industry) => (
          <TabsTrigger key={industry.key} value={industry.key}>
            {industry.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {industries.map((industry) => (
        <TabsContent key={industry.key} value={industry.key}>
          {industry.text}
        </TabsContent>
      ))}
    </Tabs>
  );
}

describe("Tabs", () => {
  it("selects the first tab by default and shows only its panel", () => {
    render(<IndustryTabs />);
    expect(screen.getByRole("tablist", { name: "Industries" })).toBeInTheDocument();
    const first = screen.getByRole("tab", { name: "Healthcare" });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(first).toHaveAttribute("data-state", "active");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Books patient appointments");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("moves and selects with the arrow keys, wraps, and jumps with Home/End", async () => {
    const user = userEvent.setup();
    render(<IndustryTabs />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Healthcare" })).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    const beauty = screen.getByRole("tab", { name: "Beauty & Salons" });
    expect(beauty).toHaveFocus();
    expect(beauty).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Fills last-minute cancellations.");

    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Logistics" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("live delivery updates");

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Healthcare" })).toHaveFocus();

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Logistics" })).toHaveFocus();

    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Healthcare" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("keeps only the selected tab in the tab order and moves Tab into the panel", async () => {
    const user = userEvent.setup();
    render(<IndustryTabs />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("uses Up/Down in vertical orientation", async () => {
    const user = userEvent.setup();
    render(<IndustryTabs orientation="vertical" />);
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("tab", { name: "Beauty & Salons" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Beauty & Salons" })).toHaveFocus();
  });

  it("works controlled: reports choices and shows what the parent selects", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState("banking");
      return (
        <IndustryTabs
          defaultValue={undefined}
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("tab", { name: "Banking & Finance" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.click(screen.getByRole("tab", { name: "Logistics" }));
    expect(onValueChange).toHaveBeenCalledWith("logistics");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("live delivery updates");
  });

  it("ignores clicks when the parent keeps the value", async () => {
    const user = userEvent.setup();
    render(<IndustryTabs defaultValue={undefined} value="health" />);
    await user.click(screen.getByRole("tab", { name: "Logistics" }));
    expect(screen.getByRole("tab", { name: "Healthcare" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("gives the caller's ref the tab list and marks which ends have more pills", () => {
    const ref = createRef<HTMLDivElement>();
    const widths = { scrollWidth: 900, clientWidth: 300 };
    const spies = Object.entries(widths).map(([key, value]) =>
      vi
        .spyOn(HTMLElement.prototype, key as "scrollWidth" | "clientWidth", "get")
        .mockReturnValue(value),
    );
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Letters" ref={ref}>
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    const list = screen.getByRole("tablist");
    expect(ref.current).toBe(list);
    // Scrolled to the start of a row three times wider than its box: more pills at the end.
    expect(list).toHaveAttribute("data-more", "end");
    for (const spy of spies) spy.mockRestore();
  });

  it("has no axe violations", async () => {
    const { container } = render(<IndustryTabs />);
    await expectNoAxeViolations(container);
  });
});
