import { errorFields } from "../http/error-fields.js";
import type { Logger } from "../http/logger.js";
import type { DemoCallRepository } from "./repository.js";
import type { VapiClient } from "./vapi-client.js";

/**
 * What the retention sweep runs: the expired calls' data is deleted at Vapi first (transcript,
 * recording), then ours with their inquiries. A call Vapi could not delete is kept, to be tried
 * again at the next sweep, so that nothing at Vapi outlives our record of it. Without Vapi
 * settings (phone demos switched off since), our data goes and the Vapi ids are logged.
 */
export function purgeExpiredCalls(options: {
  repository: Pick<DemoCallRepository, "expiredAtVapi" | "purgeExpired">;
  vapi: Pick<VapiClient, "deleteCall"> | undefined;
  logger: Logger;
}) {
  const { repository, vapi, logger } = options;
  return async (before: Date): Promise<number> => {
    const atVapi = await repository.expiredAtVapi(before);
    const keep: string[] = [];
    if (!vapi && atVapi.length > 0) {
      logger.warn("demo_calls.vapi_data_left", {
        reason: "VAPI_PRIVATE_KEY is not set",
        vapiCallIds: atVapi.map((call) => call.vapiCallId),
      });
    }
    for (const call of vapi ? atVapi : []) {
      try {
        await vapi?.deleteCall(call.vapiCallId);
      } catch (error) {
        keep.push(call.id);
        logger.error(
          "demo_call.vapi_delete_failed",
          { callId: call.id, vapiCallId: call.vapiCallId, ...errorFields(error) },
          error,
        );
      }
    }
    return repository.purgeExpired(before, keep);
  };
}
