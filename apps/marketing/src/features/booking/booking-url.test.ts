import { describe, expect, it } from "vitest";
import {
  bookingFrameUrl,
  configuredSchedulingUrl,
  prefillFromSearch,
  providerOrigin,
} from "./booking-url";
import { toCalendarHex } from "./use-calendar-colors";

const CONTENT_URL = "https://calendly.com/novaline-ai/30min";

describe("configuredSchedulingUrl", () => {
  it("uses VITE_BOOKING_URL when it is an https URL, else the content's", () => {
    expect(configuredSchedulingUrl(CONTENT_URL, "https://calendly.com/novaline-ai/demo")).toBe(
      "https://calendly.com/novaline-ai/demo",
    );
    expect(configuredSchedulingUrl(CONTENT_URL, undefined)).toBe(CONTENT_URL);
    expect(configuredSchedulingUrl(CONTENT_URL, "")).toBe(CONTENT_URL);
    expect(configuredSchedulingUrl(CONTENT_URL, "calendly.com/novaline-ai")).toBe(CONTENT_URL);
    expect(configuredSchedulingUrl(CONTENT_URL, "http://calendly.com/x")).toBe(CONTENT_URL);
  });

  it("trusts messages from the scheduling page's origin", () => {
    expect(providerOrigin(CONTENT_URL)).toBe("https://calendly.com");
  });
});

describe("bookingFrameUrl", () => {
  it("keeps the page's own parameters and leaves out what is not known", () => {
    const url = new URL(
      bookingFrameUrl(`${CONTENT_URL}?month=2026-12`, {
        embedDomain: "novaline.ai",
        prefill: { firstName: "Maria", lastName: "Lopez", email: "maria@example.com", name: "" },
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      month: "2026-12",
      embed_domain: "novaline.ai",
      embed_type: "Inline",
      hide_gdpr_banner: "1",
      first_name: "Maria",
      last_name: "Lopez",
      email: "maria@example.com",
    });
  });
});

describe("prefillFromSearch", () => {
  it("reads Calendly's prefill names from a query string, skipping empty ones", () => {
    expect(
      prefillFromSearch(new URLSearchParams("name=Maria+Lopez&email=&first_name=%20&utm_source=x")),
    ).toEqual({ name: "Maria Lopez" });
    expect(prefillFromSearch(new URLSearchParams("email=a%40b.co&last_name=Lopez"))).toEqual({
      email: "a@b.co",
      lastName: "Lopez",
    });
  });
});

describe("toCalendarHex", () => {
  it("turns a token's hex colour into Calendly's six digits", () => {
    expect(toCalendarHex(" #4F46E5")).toBe("4f46e5");
    expect(toCalendarHex("#fff")).toBe("ffffff");
    expect(toCalendarHex("rgb(0 0 0)")).toBeUndefined();
    expect(toCalendarHex("")).toBeUndefined();
  });
});
