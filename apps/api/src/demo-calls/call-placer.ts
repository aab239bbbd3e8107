import { getIndustry } from "@novaline/content";
import type { DemoCallRequest } from "@novaline/inquiry";
import type { VapiSettings } from "../config.js";
import type { DemoCallRow } from "../db/schema.js";
import { errorFields } from "../http/error-fields.js";
import type { Logger } from "../http/logger.js";
import type { DemoCallRepository } from "./repository.js";
import { VapiCallError, type VapiClient } from "./vapi-client.js";

/**
 * Places stored demo calls with Vapi, in the background: the visitor's request is answered
 * first. The call's id is the idempotency key, so every try of one call is one call. A call Vapi
 * refuses, or that it does not take within the client's tries, is `failed`.
 */
export function callPlacer(options: {
  repository: DemoCallRepository;
  client: VapiClient;
  vapi: VapiSettings;
  /** The longest a call may last (`DEMO_CALL_MAX_SECONDS`). */
  maxDurationSeconds: number;
  logger: Logger;
}) {
  const { repository, client, vapi, maxDurationSeconds, logger } = options;

  async function placeNow(call: DemoCallRow, request: DemoCallRequest) {
    try {
      const placed = await client.placeCall({
        idempotencyKey: call.id,
        assistantId: vapi.assistantId,
        phoneNumberId: vapi.phoneNumberId,
        number: call.phone,
        demoCallId: call.id,
        maxDurationSeconds,
        variableValues: {
          firstName: request.firstName,
          industry: getIndustry(request.industry).label,
        },
      });
      await repository.markPlaced(call.id, placed.id);
      logger.info("demo_call.placed", { callId: call.id, vapiCallId: placed.id });
    } catch (error) {
      const refused = error instanceof VapiCallError && !error.transient;
      logger.warn("demo_call.not_placed", {
        callId: call.id,
        ...errorFields(error),
      });
      await repository.markFailed(call.id, refused ? "vapi-refused" : "vapi-unavailable");
    }
  }

  return {
    place(call: DemoCallRow, request: DemoCallRequest): void {
      placeNow(call, request).catch((error: unknown) => {
        logger.error("demo_call.place_failed", { callId: call.id, ...errorFields(error) });
      });
    },
  };
}
