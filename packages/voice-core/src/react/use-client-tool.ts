import { handleClientTools, type ClientTool, type VoiceClient } from "@novaline/voice-core";
import { useEffect, useRef } from "react";
import { useContextClient } from "./use-context-client";

// The tools the mounted components provide, per client, and how to stop handling them.
interface Registry {
  readonly tools: Record<string, ClientTool<never>>;
  users: number;
  readonly stop: () => void;
}

const registries = new WeakMap<VoiceClient, Registry>();

/**
 * Carries out the agent's calls of the tool `name` with `tool` while the component is mounted
 * (see `handleClientTools`: what it returns goes back to the agent as silent context; a tool
 * that throws is reported and the agent told). The latest `tool` runs, so it may read props and
 * state. Throws outside a {@link VoiceCallProvider}.
 *
 * @example
 * ```tsx
 * function BookingLinkTool({ onOpen }: { onOpen: () => void }) {
 *   useClientTool("showBookingLink", () => {
 *     onOpen();
 *     return "The booking page is open on the visitor's screen.";
 *   });
 *   return null;
 * }
 * ```
 */
export function useClientTool<Args = Record<string, unknown>>(
  name: string,
  tool: ClientTool<Args>,
): void {
  const client = useContextClient();
  if (!client) throw new Error("useClientTool() must be used inside a <VoiceCallProvider>.");
  const latest = useRef(tool);
  useEffect(() => {
    latest.current = tool;
  });
  useEffect(() => {
    let registry = registries.get(client);
    if (!registry) {
      const tools: Record<string, ClientTool<never>> = {};
      registry = { tools, users: 0, stop: handleClientTools(client, tools) };
      registries.set(client, registry);
    }
    const current = registry;
    current.users += 1;
    const run: ClientTool<Args> = (args, call) => latest.current(args, call);
    current.tools[name] = run;
    return () => {
      if (current.tools[name] === run) Reflect.deleteProperty(current.tools, name);
      current.users -= 1;
      if (current.users === 0) {
        current.stop();
        registries.delete(client);
      }
    };
  }, [client, name]);
}
