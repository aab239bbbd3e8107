import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Logo } from "./logo.js";

describe("Logo", () => {
  it("walks /logo.webp → /logo.png → /favicon.ico, one step per load error", () => {
    const onError = vi.fn();
    render(<Logo alt="NovaLine" onError={onError} />);
    const image = screen.getByRole("img", { name: "NovaLine" });
    expect(image).toHaveAttribute("src", "/logo.webp");

    fireEvent.error(image);
    expect(image).toHaveAttribute("src", "/logo.png");

    fireEvent.error(image);
    expect(image).toHaveAttribute("src", "/favicon.ico");
    expect(image).not.toHaveAttribute("data-state");

    fireEvent.error(image);
    expect(image).toHaveAttribute("src", "/favicon.ico");
    expect(image).toHaveAttribute("data-state", "error");
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it("takes its own chain, size and ref", () => {
    const ref = createRef<HTMLImageElement>();
    render(<Logo ref={ref} alt="Acme Dental" sources={["/a.svg", "/b.png"]} size={48} />);
    const image = screen.getByRole("img", { name: "Acme Dental" });
    expect(ref.current).toBe(image);
    expect(image).toHaveAttribute("width", "48");
    expect(image).toHaveAttribute("height", "48");
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", "/b.png");
  });

  it("moves on at mount when the image already failed before hydration", () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    render(<Logo alt="NovaLine" />);
    expect(screen.getByRole("img", { name: "NovaLine" })).toHaveAttribute("src", "/logo.png");
    complete.mockRestore();
  });

  it("has no axe violations", async () => {
    const { container } = render(<Logo alt="NovaLine" />);
    await expectNoAxeViolations(container);
  });
});
