import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UnbrokenCompounds } from "./unbroken-compounds";

describe("UnbrokenCompounds", () => {
  it("keeps each number compound on one line and the text as it was", () => {
    const text =
      "Live within 24-hour kickoff, with a 7-day free trial on Starter and Growth builds.";
    const { container } = render(
      <p>
        <UnbrokenCompounds text={text} />
      </p>,
    );
    expect(container.textContent).toBe(text);
    const kept = [...container.querySelectorAll(".whitespace-nowrap")].map(
      (span) => span.textContent,
    );
    expect(kept).toEqual(["24-hour", "7-day"]);
  });

  it("leaves hyphenated words without a number free to wrap", () => {
    const { container } = render(
      <p>
        <UnbrokenCompounds text="Our follow-up is HIPAA-ready, no credit card required" />
      </p>,
    );
    expect(container.querySelectorAll(".whitespace-nowrap")).toHaveLength(0);
    expect(container.textContent).toBe("Our follow-up is HIPAA-ready, no credit card required");
  });
});
