import { describe, expect, it, vi } from "vitest";
import type { Logger } from "../http/logger.js";
import { purgeExpiredCalls } from "./purge-expired.js";
import { VapiCallError } from "./vapi-client.js";

const before = new Date("2026-10-26T12:00:00Z");

function setUp(atVapi: { id: string; vapiCallId: string }[]) {
  const repository = {
    expiredAtVapi: vi.fn(() => Promise.resolve(atVapi)),
    purgeExpired: vi.fn((_before: Date, keep: readonly string[] = []) =>
      Promise.resolve(5 - keep.length),
    ),
  };
  const warn = vi.fn();
  const error = vi.fn();
  const logger: Logger = { info: vi.fn(), warn, error };
  return { repository, logger, warn, error };
}

describe("purgeExpiredCalls", () => {
  it("deletes each expired call at Vapi, then ours", async () => {
    const { repository, logger, error } = setUp([
      { id: "a", vapiCallId: "vapi-a" },
      { id: "b", vapiCallId: "vapi-b" },
    ]);
    const vapi = { deleteCall: vi.fn(() => Promise.resolve()) };
    const purge = purgeExpiredCalls({ repository, vapi, logger });
    expect(await purge(before)).toBe(5);
    expect(repository.expiredAtVapi).toHaveBeenCalledWith(before);
    expect(vapi.deleteCall.mock.calls).toEqual([["vapi-a"], ["vapi-b"]]);
    expect(repository.purgeExpired).toHaveBeenCalledWith(before, []);
    expect(error).not.toHaveBeenCalled();
  });

  it("keeps a call Vapi could not delete, for the next sweep, and says so", async () => {
    const { repository, logger, error } = setUp([
      { id: "a", vapiCallId: "vapi-a" },
      { id: "b", vapiCallId: "vapi-b" },
    ]);
    const vapi = {
      deleteCall: vi.fn((id: string) =>
        id === "vapi-a"
          ? Promise.reject(new VapiCallError("Vapi answered 503", 503, true))
          : Promise.resolve(),
      ),
    };
    expect(await purgeExpiredCalls({ repository, vapi, logger })(before)).toBe(4);
    expect(repository.purgeExpired).toHaveBeenCalledWith(before, ["a"]);
    // The line says the error's class and status; the error itself goes to error tracking.
    expect(error).toHaveBeenCalledWith(
      "demo_call.vapi_delete_failed",
      { callId: "a", vapiCallId: "vapi-a", error: "VapiCallError", status: 503 },
      expect.any(VapiCallError),
    );
  });

  it("without Vapi settings, deletes ours and logs the Vapi ids left behind", async () => {
    const { repository, logger, warn } = setUp([{ id: "a", vapiCallId: "vapi-a" }]);
    expect(await purgeExpiredCalls({ repository, vapi: undefined, logger })(before)).toBe(5);
    expect(repository.purgeExpired).toHaveBeenCalledWith(before, []);
    expect(warn).toHaveBeenCalledWith(
      "demo_calls.vapi_data_left",
      expect.objectContaining({ vapiCallIds: ["vapi-a"] }),
    );
  });
});
