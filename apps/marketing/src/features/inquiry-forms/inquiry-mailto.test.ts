import { expect, it } from "vitest";
import { inquiryMailto } from "./inquiry-mailto";

it("writes the filled-in fields and the message into the e-mail, encoded", () => {
  const href = inquiryMailto(
    "hello@novaline.ai",
    "Message for NovaLine",
    [
      ["Full name", " Jane & Co "],
      ["Phone", ""],
      ["Plan", undefined],
    ],
    "Line one\nLine two?",
  );
  expect(href).toBe(
    `mailto:hello@novaline.ai?subject=Message%20for%20NovaLine&body=${encodeURIComponent(
      "Full name: Jane & Co\n\nLine one\nLine two?",
    )}`,
  );
});

it("has no body when nothing was typed", () => {
  expect(inquiryMailto("a@b.co", "Hi", [["Name", ""]])).toBe("mailto:a@b.co?subject=Hi");
});
