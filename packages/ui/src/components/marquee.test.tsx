import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { mockMatchMedia } from "../testing/intersection-observer.js";
import { Marquee } from "./marquee.js";

const claims = [
  "Save Upto $10K Within 45 Days",
  "Scale Your Business 3x Faster",
  "Never Miss Any Call Again",
  "24/7 AI-Powered Support Squad",
] as const;

function Banner(props: Partial<Parameters<typeof Marquee>[0]>) {
  return (
    <Marquee label="Why NovaLine" {...props}>
      {claims.map((claim) => (
        <span key={claim}>{claim}</span>
      ))}
    </Marquee>
  );
}

const slot = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`[data-slot="${name}"]`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Marquee", () => {
  it("shows each item once to assistive technology; the loop's copy is hidden and inert", () => {
    const { container } = render(<Banner />);
    const group = screen.getByRole("group", { name: "Why NovaLine" });
    const items = within(group).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(claims);

    const copies = container.querySelectorAll('[data-slot="marquee-content"]');
    expect(copies).toHaveLength(2);
    expect(copies[0]).not.toHaveAttribute("aria-hidden");
    expect(copies[1]).toHaveAttribute("aria-hidden", "true");
    expect(copies[1]).toHaveAttribute("inert");
    expect(copies[1]).toHaveTextContent(claims.join(""));
  });

  it("scrolls with the marquee animation, the other way when reversed", () => {
    const { container, rerender } = render(<Banner />);
    expect(slot(container, "marquee-track")).toHaveClass("animate-marquee");
    rerender(<Banner reverse />);
    expect(slot(container, "marquee-track")).toHaveClass("animate-marquee-reverse");
  });

  it("pauses and resumes with its button, reflected in data-state and animation-play-state", async () => {
    const user = userEvent.setup();
    const onPausedChange = vi.fn();
    const { container } = render(<Banner onPausedChange={onPausedChange} />);
    const root = slot(container, "marquee");
    const track = slot(container, "marquee-track");
    expect(root).toHaveAttribute("data-state", "running");
    expect(track?.style.animationPlayState).toBe("");

    await user.click(screen.getByRole("button", { name: "Pause scrolling: Why NovaLine" }));
    expect(root).toHaveAttribute("data-state", "paused");
    expect(track?.style.animationPlayState).toBe("paused");
    expect(onPausedChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole("button", { name: "Resume scrolling: Why NovaLine" }));
    expect(root).toHaveAttribute("data-state", "running");
    expect(track?.style.animationPlayState).toBe("");
    expect(onPausedChange).toHaveBeenLastCalledWith(false);
  });

  it("follows a controlled paused value and can leave the button to another row", () => {
    const { container, rerender } = render(<Banner paused showControl={false} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(slot(container, "marquee-track")?.style.animationPlayState).toBe("paused");
    rerender(<Banner paused={false} showControl={false} />);
    expect(slot(container, "marquee")).toHaveAttribute("data-state", "running");
  });

  it("repeats the items within each half when asked", () => {
    const { container } = render(<Banner repeat={2} />);
    expect(container.querySelectorAll('[data-slot="marquee-content"]')).toHaveLength(4);
    expect(screen.getAllByRole("listitem")).toHaveLength(claims.length);
  });

  it("stands still for reduced motion: one copy, items wrap, no animation and no button", () => {
    mockMatchMedia((query) => query.includes("prefers-reduced-motion: reduce"));
    const { container } = render(<Banner />);
    expect(slot(container, "marquee")).toHaveAttribute("data-state", "static");
    expect(container.querySelectorAll('[data-slot="marquee-content"]')).toHaveLength(1);
    expect(slot(container, "marquee-content")).toHaveClass("flex-wrap");
    expect(slot(container, "marquee-track")).not.toHaveClass("animate-marquee");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(claims.length);
  });

  it("has no axe violations, running and paused", async () => {
    const { container } = render(
      <div>
        <Banner />
        <Banner label="Results" reverse defaultPaused />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});

describe("Marquee rendered on the server", () => {
  it("holds the items once and standing still; hydration adds the loop's copies and the button", () => {
    const html = renderToString(<Banner />);
    const container = document.createElement("div");
    container.innerHTML = html;
    expect(container.querySelectorAll('[data-slot="marquee-content"]')).toHaveLength(1);
    expect(slot(container, "marquee")).toHaveAttribute("data-state", "static");
    expect(slot(container, "marquee-track")).not.toHaveClass("animate-marquee");
    expect(slot(container, "marquee-control")).toBeNull();
    expect(container.textContent).toBe(claims.join(""));

    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    act(() => {
      hydrateRoot(container, <Banner />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[data-slot="marquee-content"]')).toHaveLength(2);
    expect(slot(container, "marquee")).toHaveAttribute("data-state", "running");
    expect(slot(container, "marquee-track")).toHaveClass("animate-marquee");
    expect(slot(container, "marquee-control")).toHaveAccessibleName(
      "Pause scrolling: Why NovaLine",
    );
    container.remove();
  });
});

describe("Marquee hydrated for a visitor who prefers reduced motion", () => {
  it("stays still, once, without a button, and hydrates without an error", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Banner />);
    document.body.append(container);
    mockMatchMedia((query) => query.includes("prefers-reduced-motion: reduce"));
    const errors = vi.spyOn(console, "error");
    act(() => {
      hydrateRoot(container, <Banner />, {
        onRecoverableError: (error) => {
          console.error(error);
        },
      });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(slot(container, "marquee")).toHaveAttribute("data-state", "static");
    expect(container.querySelectorAll('[data-slot="marquee-content"]')).toHaveLength(1);
    expect(slot(container, "marquee-control")).toBeNull();
    container.remove();
  });
});

describe("Marquee timing (spec: 25 s per loop, 35 s under 768 px, paused on hover, stopped on keyboard focus)", () => {
  it("loops in 25 s, or 35 s below the 768 px breakpoint, pauses on hover and stops on keyboard focus", () => {
    const css = readFileSync(join(import.meta.dirname, "..", "styles.css"), "utf8");
    expect(css).toMatch(/--duration-marquee:\s*25s;/);
    expect(css).toMatch(/--duration-marquee-mobile:\s*35s;/);
    expect(css).toMatch(/--animate-marquee:\s*marquee var\(--duration-marquee\) linear infinite;/);

    const { container } = render(
      <Marquee label="Why NovaLine">
        <span>Never Miss Any Call Again</span>
      </Marquee>,
    );
    const track = container.querySelector('[data-slot="marquee-track"]');
    // Tailwind's max-md is below 48rem (768 px).
    expect(track?.className).toContain(
      "max-md:[animation-duration:var(--duration-marquee-mobile)]",
    );
    expect(track?.className).toContain("group-hover/marquee:[animation-play-state:paused]");
    expect(track?.className).toContain("group-has-focus-visible/marquee:animate-none");
  });
});
