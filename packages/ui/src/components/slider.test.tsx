import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Slider } from "./slider.js";

const dollars = (value: number) => `$${value}`;

describe("Slider", () => {
  it("is a slider named by its visible label, with min, max and the formatted value text", () => {
    render(
      <Slider
        label="Average value per client"
        min={50}
        max={1000}
        step={10}
        defaultValue={150}
        formatValue={dollars}
      />,
    );
    const slider = screen.getByRole("slider", { name: "Average value per client" });
    expect(screen.getByText("Average value per client")).toBeVisible();
    expect(slider).toHaveAttribute("min", "50");
    expect(slider).toHaveAttribute("max", "1000");
    expect(slider).toHaveValue("150");
    expect(slider).toHaveAttribute("aria-valuetext", "$150");
    expect(screen.getByText("$150")).toBeInTheDocument();
  });

  it("follows the value the visitor drags to, and commits once they let go", () => {
    const onValueChange = vi.fn();
    const onValueCommit = vi.fn();
    render(
      <Slider
        label="Close rate"
        min={5}
        max={80}
        step={5}
        defaultValue={35}
        formatValue={(value) => `${value}%`}
        onValueChange={onValueChange}
        onValueCommit={onValueCommit}
      />,
    );
    const slider = screen.getByRole("slider", { name: "Close rate" });
    // Dragging fires `input` events; letting go fires `change` (jsdom has no pointer layout, so
    // the events stand for the drag; the keys are tried in the browser suite).
    fireEvent.input(slider, { target: { value: "40" } });
    fireEvent.input(slider, { target: { value: "50" } });
    expect(slider).toHaveAttribute("aria-valuetext", "50%");
    expect(screen.getByText("50%")).toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith(50);
    expect(onValueCommit).not.toHaveBeenCalled();
    fireEvent.change(slider, { target: { value: "50" } });
    expect(onValueCommit).toHaveBeenCalledTimes(1);
    expect(onValueCommit).toHaveBeenLastCalledWith(50);
  });

  it("takes up a value the visitor chose before React hydrated it, once", async () => {
    const onValueChange = vi.fn();
    const onValueCommit = vi.fn();
    const element = (
      <Slider
        label="Close rate"
        min={5}
        max={80}
        step={5}
        defaultValue={35}
        formatValue={(value) => `${value}%`}
        onValueChange={onValueChange}
        onValueCommit={onValueCommit}
      />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const slider = screen.getByRole("slider", { name: "Close rate" });
    expect(slider).toHaveAttribute("aria-valuetext", "35%");
    // The thumb moves before any script runs: the native control needs none.
    (slider as HTMLInputElement).value = "60";
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
      await Promise.resolve();
    });
    expect(slider).toHaveAttribute("aria-valuetext", "60%");
    expect(screen.getByText("60%")).toBeInTheDocument();
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith(60);
    expect(onValueCommit).toHaveBeenCalledTimes(1);
    expect(onValueCommit).toHaveBeenLastCalledWith(60);
    act(() => {
      root?.unmount();
    });
    container.remove();
  });

  it("is a native range input, so it works and submits without JavaScript", () => {
    const html = renderToString(
      <form aria-label="ROI">
        <Slider label="Close rate" name="closeRate" min={5} max={80} defaultValue={35} />
      </form>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const input = container.querySelector("input");
    expect(input?.type).toBe("range");
    expect(input?.getAttribute("value")).toBe("35");
    expect(input?.getAttribute("aria-valuetext")).toBe("35");
    const label = container.querySelector("label");
    expect(label?.htmlFor).toBe(input?.id);
    expect(container.textContent).toContain("35");
  });

  it("starts at min when uncontrolled without a defaultValue", () => {
    render(<Slider label="Monthly inquiries" min={100} max={5000} />);
    expect(screen.getByRole("slider")).toHaveValue("100");
  });

  it("works controlled and reports commits", () => {
    const onValueCommit = vi.fn();
    function Controlled() {
      const [value, setValue] = useState(500);
      return (
        <>
          <Slider
            label="Monthly inquiries"
            min={100}
            max={5000}
            step={100}
            value={value}
            onValueChange={setValue}
            onValueCommit={onValueCommit}
          />
          <p>Extra leads: {Math.round(value * 0.28)}</p>
        </>
      );
    }
    render(<Controlled />);
    const slider = screen.getByRole("slider");
    fireEvent.input(slider, { target: { value: "600" } });
    fireEvent.change(slider, { target: { value: "600" } });
    expect(slider).toHaveValue("600");
    expect(screen.getByText("Extra leads: 168")).toBeInTheDocument();
    expect(onValueCommit).toHaveBeenLastCalledWith(600);
  });

  it("holds a controlled value the parent does not change", () => {
    render(<Slider label="Monthly inquiries" value={500} max={5000} />);
    const slider = screen.getByRole("slider");
    fireEvent.input(slider, { target: { value: "600" } });
    expect(slider).toHaveValue("500");
    expect(slider).toHaveAttribute("aria-valuetext", "500");
  });

  it("submits its value under `name` in a form", () => {
    const { container } = render(
      <form aria-label="ROI">
        <Slider label="Close rate" name="closeRate" max={100} defaultValue={35} />
      </form>,
    );
    fireEvent.input(screen.getByRole("slider"), { target: { value: "36" } });
    const form = container.querySelector("form");
    expect(form && new FormData(form).get("closeRate")).toBe("36");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <Slider
        label="Average value per client"
        defaultValue={150}
        max={1000}
        formatValue={dollars}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
