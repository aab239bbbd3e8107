import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Skeleton } from "./skeleton.js";

describe("Skeleton", () => {
  it("is hidden from assistive technology", () => {
    const { container } = render(<Skeleton className="h-24 w-full" />);
    const skeleton = container.firstElementChild;
    expect(skeleton).toHaveAttribute("aria-hidden", "true");
    expect(skeleton).toHaveAttribute("data-slot", "skeleton");
    expect(skeleton).toHaveClass("h-24", "w-full", "bg-muted");
  });

  it("only animates when motion is welcome", () => {
    const { container } = render(<Skeleton />);
    const classes = [...(container.firstElementChild?.classList ?? [])];
    const animations = classes.filter((name) => name.includes("animate-"));
    expect(animations).toEqual(["motion-safe:before:animate-shimmer"]);
  });

  it("has shapes for text lines and avatars", () => {
    const { container } = render(
      <>
        <Skeleton shape="text" />
        <Skeleton shape="circle" className="size-10" />
      </>,
    );
    const [line, avatar] = [...container.children];
    expect(line).toHaveAttribute("data-shape", "text");
    expect(avatar).toHaveClass("rounded-full", "size-10");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <div aria-busy="true" aria-label="Loading testimonials" role="region">
        <Skeleton shape="circle" className="size-10" />
        <Skeleton shape="text" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
