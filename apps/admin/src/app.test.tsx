import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app.js";

describe("admin shell", () => {
  it("names the staff area and links back to the public site", () => {
    render(<App />);
    expect(screen.getByRole("heading", { level: 1, name: "Staff area" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to NovaLine" })).toHaveAttribute(
      "href",
      "https://novaline.ai",
    );
  });
});
