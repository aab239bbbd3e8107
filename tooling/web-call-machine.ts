// The script the local Vapi stand-in serves as Daily's call machine (`pnpm start`'s browser
// calls): a module of its own, being browser code (DOM types), so that what imports the
// stand-in's server alone (the API's tests) does not type-check it.
import { standInCallMachine } from "./daily-call-machine.ts";
import { standInAgent } from "./web-call-agent.ts";

/**
 * The script daily-js loads as its call machine: the stand-in's meeting (the agent's voice a
 * murmur), and the scripted agent asking `standInUrl` what to say.
 */
export function callMachineScript(standInUrl: string): string {
  return [
    `(${standInCallMachine.toString()})([], "murmur");`,
    `(${standInAgent.toString()})(${JSON.stringify({ standInUrl })});`,
    "",
  ].join("\n");
}
