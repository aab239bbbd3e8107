import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe on a rendered container and fails with the list of violations. Colour contrast needs
 * real layout and is checked in a browser (.storybook/story-checks.ts) and on the tokens
 * (tokens.test.ts), so it is off here.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    // Every violation in full; the passes are not collected element by element.
    resultTypes: ["violations"],
  });
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(violations).toEqual([]);
}
