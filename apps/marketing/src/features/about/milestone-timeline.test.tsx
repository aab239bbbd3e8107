import { aboutPage } from "@novaline/content";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import MilestoneTimeline from "./milestone-timeline";

describe("MilestoneTimeline", () => {
  it("lists every milestone in order, two in one year included, without React's key warning", () => {
    const errors = vi.spyOn(console, "error");
    render(<MilestoneTimeline {...aboutPage.milestones} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(
      aboutPage.milestones.items.map((item) => item.title),
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
