import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { mockMatchMedia } from "../testing/intersection-observer.js";
import { LogoStrip } from "./logo-strip.js";

const logos = [
  { name: "WhatsApp", src: "/logos/whatsapp.svg" },
  { name: "Messenger", src: "/logos/messenger.svg", href: "https://www.messenger.com" },
  { name: "Instagram", src: "/logos/instagram.svg" },
] as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LogoStrip", () => {
  it("shows each logo once to assistive technology, named by its alt text", () => {
    const { container } = render(<LogoStrip label="Messaging platforms" logos={logos} />);
    const group = screen.getByRole("group", { name: "Messaging platforms" });
    expect(
      within(group)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["WhatsApp", "Messenger", "Instagram"]);
    // Two copies per half by default for the seamless loop, three of them hidden.
    expect(container.querySelectorAll("img")).toHaveLength(logos.length * 4);
    expect(
      container.querySelectorAll('[data-slot="marquee-content"][aria-hidden="true"][inert]'),
    ).toHaveLength(3);
  });

  it("links a logo with an href; only the visible copy's link is reachable", async () => {
    const user = userEvent.setup();
    const { container } = render(<LogoStrip label="Messaging platforms" logos={logos} />);
    const link = screen.getByRole("link", { name: "Messenger" });
    expect(link).toHaveAttribute("href", "https://www.messenger.com");
    await user.tab();
    expect(link).toHaveFocus();
    // jsdom does not implement `inert`; browsers skip these copies when tabbing.
    const copies = [...container.querySelectorAll("a")].filter((a) => a !== link);
    expect(copies).toHaveLength(3);
    for (const copy of copies) expect(copy.closest("[inert]")).not.toBeNull();
  });

  it("auto-scrolls and pauses with its button", async () => {
    const user = userEvent.setup();
    const { container } = render(<LogoStrip label="Messaging platforms" logos={logos} />);
    const track = container.querySelector<HTMLElement>('[data-slot="marquee-track"]');
    expect(track).toHaveClass("animate-marquee");
    await user.click(screen.getByRole("button", { name: "Pause scrolling: Messaging platforms" }));
    expect(container.firstElementChild).toHaveAttribute("data-state", "paused");
    expect(track?.style.animationPlayState).toBe("paused");
    expect(
      screen.getByRole("button", { name: "Resume scrolling: Messaging platforms" }),
    ).toBeInTheDocument();
  });

  it("stands still for reduced motion, each logo shown once", () => {
    mockMatchMedia((query) => query.includes("prefers-reduced-motion: reduce"));
    const { container } = render(<LogoStrip label="Messaging platforms" logos={logos} />);
    expect(container.querySelectorAll("img")).toHaveLength(logos.length);
    expect(container.firstElementChild).toHaveAttribute("data-state", "static");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    const { container } = render(<LogoStrip label="Messaging platforms" logos={logos} />);
    await expectNoAxeViolations(container);
  });
});
