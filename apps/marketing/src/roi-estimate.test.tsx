import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RoiEstimate } from "./roi-estimate.js";

describe("RoiEstimate", () => {
  it("shows the estimate for the calculator's default inputs", () => {
    render(<RoiEstimate />);
    // 200 inquiries, $150, 35%: 56 extra leads, 20 extra customers, $3,000, 70 hours.
    expect(screen.getByText("Extra leads captured").nextElementSibling).toHaveTextContent("56");
    expect(screen.getByText("Extra revenue").nextElementSibling).toHaveTextContent(
      "$3,000 per month",
    );
    expect(screen.getByText("Staff hours saved").nextElementSibling).toHaveTextContent("70");
    expect(screen.getByRole("link", { name: "Calculate Your ROI Now" })).toHaveAttribute(
      "href",
      "/roi",
    );
  });
});
