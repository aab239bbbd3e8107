import { describe, expect, it } from "vitest";
import { canonicalMailbox } from "./canonical-mailbox.js";

describe("canonicalMailbox", () => {
  it("lower-cases the whole address and drops surrounding blanks", () => {
    expect(canonicalMailbox("  Jane.Cooper@Clinic.COM ")).toBe("jane.cooper@clinic.com");
  });

  it("drops a +tag from the local part at every domain", () => {
    expect(canonicalMailbox("jane+1@clinic.com")).toBe("jane@clinic.com");
    expect(canonicalMailbox("jane+a+b@clinic.com")).toBe("jane@clinic.com");
    expect(canonicalMailbox("Jane+News@Example.org")).toBe("jane@example.org");
    expect(canonicalMailbox("victim+2@outlook.com")).toBe("victim@outlook.com");
    // All tag: one key for every such address at the domain.
    expect(canonicalMailbox("+1@clinic.com")).toBe("@clinic.com");
    expect(canonicalMailbox("+2@clinic.com")).toBe("@clinic.com");
  });

  it("keeps dots outside Gmail: they name other mailboxes there", () => {
    expect(canonicalMailbox("j.ane@clinic.com")).toBe("j.ane@clinic.com");
    expect(canonicalMailbox("j.ane@clinic.com")).not.toBe(canonicalMailbox("jane@clinic.com"));
    // Only the domain itself is Gmail's.
    expect(canonicalMailbox("v.ictim@gmail.com.evil.example")).toBe(
      "v.ictim@gmail.com.evil.example",
    );
    expect(canonicalMailbox("v.ictim@notgmail.com")).toBe("v.ictim@notgmail.com");
  });

  it("at gmail.com and googlemail.com drops the dots and writes the domain gmail.com", () => {
    for (const spelling of [
      "victim@gmail.com",
      "v.ictim@gmail.com",
      "V.I.C.T.I.M@GMAIL.COM",
      "victim+4@gmail.com",
      "vic.tim+a.b@gmail.com",
      "victim@googlemail.com",
      "Vic.tim+2@GoogleMail.com",
    ]) {
      expect(canonicalMailbox(spelling), spelling).toBe("victim@gmail.com");
    }
  });

  it("leaves a string without @ only trimmed and lower-cased", () => {
    expect(canonicalMailbox(" Not+An.Address ")).toBe("not+an.address");
  });
});
