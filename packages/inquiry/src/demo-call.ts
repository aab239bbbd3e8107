// @novaline/inquiry/demo-call: the "call me now" and do-not-call request schemas. A separate entry because it
// carries libphonenumber's metadata, which the inquiry forms do not need.
export {
  DEMO_CALL_LIMITS,
  demoCallMessages,
  demoCallRequestSchema,
  doNotCallMessages,
  doNotCallRequestSchema,
} from "./demo-call-schema.js";
export type { DemoCallRequest, DemoCallRequestInput } from "./demo-call-schema.js";
