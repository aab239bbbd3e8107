import { brand } from "./brand.js";
import { facts } from "./facts.js";
import { routes } from "./routes.js";
import type { DemoCallConsent } from "./types/index.js";

/**
 * The consent a visitor gives before a demo call, exactly what will happen: one automated call
 * now, no marketing calls, how the number is used and how long it is kept.
 * @public
 */
export const demoCallConsent: DemoCallConsent = {
  version: "2026-11-25",
  text: `I agree that ${brand.name}'s AI may call this number once, now, for this demo. It is an automated call and may be recorded. You won't get marketing calls: we keep the number, the call's transcript and its summary for ${facts.demoTranscriptRetentionDays} days to check the demo, then delete them, as our [Privacy Policy](${routes.privacyPolicy}) explains.`,
};
