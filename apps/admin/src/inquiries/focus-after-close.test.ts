import { describe, expect, it } from "vitest";
import { rowAfterClose } from "./focus-after-close.js";

describe("the row focus goes to when a panel closes", () => {
  const listed =
    (...ids: string[]) =>
    (id: string) =>
      ids.includes(id);

  it("is the inquiry's own row while it is listed", () => {
    expect(rowAfterClose("b", ["a", "b", "c"], listed("a", "b", "c"))).toBe("b");
  });

  it("is the next row still listed once it left the list", () => {
    expect(rowAfterClose("b", ["a", "b", "c", "d"], listed("a", "c", "d"))).toBe("c");
    // The next one left too (a bulk change): the one after it.
    expect(rowAfterClose("b", ["a", "b", "c", "d"], listed("a", "d"))).toBe("d");
  });

  it("is none when no row follows it, or it was never listed", () => {
    expect(rowAfterClose("c", ["a", "b", "c"], listed("a", "b"))).toBeUndefined();
    expect(rowAfterClose("x", ["a", "b"], listed("a", "b"))).toBeUndefined();
  });
});
