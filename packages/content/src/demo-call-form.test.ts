import { describe, expect, it } from "vitest";
import { demoCallConsent } from "./demo-call-consent.js";
import { demoCallForm } from "./demo-call-form.js";
import { routes } from "./routes.js";

describe("demoCallForm", () => {
  it("asks for consent with the versioned text the API stores", () => {
    expect(demoCallForm.consent).toBe(demoCallConsent.text);
  });

  it("keeps the placeholders the card fills in", () => {
    expect(demoCallForm.live.queued.text).toContain("{phone}");
    expect(demoCallForm.ended.duration).toMatch(/\{minutes\}.*\{seconds\}/);
    expect(demoCallForm.ended.durationSeconds).toContain("{seconds}");
  });

  it("offers something else wherever a call could not happen, except a connection to retry", () => {
    for (const [key, failure] of Object.entries(demoCallForm.failures)) {
      if (key === "network") expect(failure.text, key).toMatch(/again/);
      else expect(failure.text, key).toMatch(/browser|book a demo/i);
    }
    expect(demoCallForm.bookDemo.href).toBe(routes.booking);
  });
});
