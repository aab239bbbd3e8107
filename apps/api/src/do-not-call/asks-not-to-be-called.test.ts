import { describe, expect, it } from "vitest";
import { asksNotToBeCalled } from "./asks-not-to-be-called.js";

const call = (userLine: string) => `AI: Hi Jane, this is NovaLine.\nUser: ${userLine}\nAI: Sure.`;

describe("asksNotToBeCalled", () => {
  it.each([
    "Please don't call me again.",
    "Do not call this number again",
    "Stop calling me",
    "Never ring me again!",
    "Take me off your list",
    "Remove my number please",
    "Put me on the do-not-call list",
    "I’m on the do not call list",
    "don’t contact me",
  ])("hears %j", (line) => {
    expect(asksNotToBeCalled(call(line))).toBe(true);
  });

  it("hears nothing in an ordinary call, nor in the agent's own words", () => {
    expect(asksNotToBeCalled(call("Can I book for tomorrow at 9:30?"))).toBe(false);
    expect(asksNotToBeCalled(call("Call me back when it's booked"))).toBe(false);
    expect(
      asksNotToBeCalled(
        "AI: If you'd rather we don't call you again, just say so.\nUser: Okay, thanks.",
      ),
    ).toBe(false);
  });
});
