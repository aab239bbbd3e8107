import { describe, expect, it } from "vitest";
import { greetingName } from "./messages.js";

describe("the confirmation's greeting", () => {
  it("greets by the first word of a name made of name words", () => {
    expect(greetingName("Jane Cooper")).toBe("Jane");
    expect(greetingName("  Mary Ann Lee ")).toBe("Mary");
    expect(greetingName("Zoë-Anne O'Neil")).toBe("Zoë-Anne");
    expect(greetingName("明美")).toBe("明美");
  });

  it("says 'there' when any word is not a name's: a stranger's text never reaches an inbox", () => {
    expect(greetingName("WINNER claim $500 at evil.example")).toBe("there");
    expect(greetingName("Jane visit evil.example")).toBe("there");
    expect(greetingName("Jane2 Cooper")).toBe("there");
    expect(greetingName("Jane Cooper call now to claim your prize today")).toBe("there");
    expect(greetingName("")).toBe("there");
  });
});
