import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { Spinner } from "./spinner.js";

describe("Spinner", () => {
  it("is announced as a status with its label", () => {
    render(<Spinner label="Loading inquiries" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading inquiries");
  });

  it("says Loading by default", () => {
    render(<Spinner />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
  });

  it("is hidden from assistive technology when its label is null", () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });

  it("has no axe violations", async () => {
    const { container } = render(<Spinner size="lg" />);
    await expectNoAxeViolations(container);
  });
});
