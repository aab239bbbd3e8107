// `pnpm start`'s Vapi stand-in (vapi-stand-in.ts) as a program: it answers the API's demo calls
// and chats, and the site's browser calls with the call machine of web-call-machine.ts.
//
//   node tooling/run-vapi-stand-in.ts [-- command...]
//     on 127.0.0.1:8789 (VAPI_STAND_IN_PORT), posting to the local API's /v1/vapi/events
//     (VAPI_WEBHOOK_URL); a command runs with VAPI_* set for the API to use the stand-in, and,
//     unless the shell has VITE_VAPI_PUBLIC_KEY, VITE_VAPI_STAND_IN_URL, VITE_VAPI_PUBLIC_KEY and
//     VITE_VAPI_ASSISTANT_ID for the site's dev server to call it from the browser.
import { spawn } from "node:child_process";
import { startVapiStandIn } from "./vapi-stand-in.ts";
import { callMachineScript } from "./web-call-machine.ts";

/**
 * `node tooling/run-vapi-stand-in.ts [-- command...]`: starts the stand-in; with a command, runs
 * it with the API's Vapi settings pointing at the stand-in (`pnpm start` does), and stops the
 * stand-in when the command ends.
 */
async function main(args: string[]): Promise<void> {
  const separator = args.indexOf("--");
  const commandLine = separator === -1 ? [] : args.slice(separator + 1);
  const settings = {
    VAPI_PRIVATE_KEY: process.env.VAPI_PRIVATE_KEY ?? "local-vapi-key",
    VAPI_PHONE_NUMBER_ID: process.env.VAPI_PHONE_NUMBER_ID ?? "local-phone-number",
    VAPI_DEMO_ASSISTANT_ID: process.env.VAPI_DEMO_ASSISTANT_ID ?? "local-demo-assistant",
    VAPI_CHAT_ASSISTANT_ID: process.env.VAPI_CHAT_ASSISTANT_ID ?? "local-chat-assistant",
    VAPI_WEBHOOK_SECRET: process.env.VAPI_WEBHOOK_SECRET ?? "local-webhook-secret",
    // The stand-in rings no real phone: try it at any hour.
    DEMO_CALL_HOURS: process.env.DEMO_CALL_HOURS ?? "00:00-24:00",
  };
  const standIn = await startVapiStandIn({
    port: Number(process.env.VAPI_STAND_IN_PORT ?? 8789),
    apiKey: settings.VAPI_PRIVATE_KEY,
    webhookUrl: process.env.VAPI_WEBHOOK_URL ?? "http://127.0.0.1:8787/v1/vapi/events",
    webhookSecret: settings.VAPI_WEBHOOK_SECRET,
    callMachine: callMachineScript,
  });
  // The site's browser calls too (its dev server only: see the site's voice-config.ts), unless
  // the shell gives it a real Vapi key.
  const browserCalls = process.env.VITE_VAPI_PUBLIC_KEY
    ? {}
    : {
        VITE_VAPI_STAND_IN_URL: standIn.url,
        VITE_VAPI_PUBLIC_KEY: standIn.publicKey,
        VITE_VAPI_ASSISTANT_ID: process.env.VITE_VAPI_ASSISTANT_ID ?? "local-web-assistant",
      };
  console.log(
    `Vapi stand-in on ${standIn.url}: demo calls "ring" here (numbers ending 0001 are busy, 0002 do not answer, 0003 ask not to be called again)${
      "VITE_VAPI_STAND_IN_URL" in browserCalls
        ? ", and the site's browser calls talk to its scripted agent"
        : ""
    }.`,
  );
  if (commandLine.length === 0) {
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => void standIn.stop().then(() => process.exit(0)));
    }
    return;
  }
  const [executable, ...rest] = commandLine;
  if (executable === undefined) throw new Error("No command to run after --.");
  const child = spawn(executable, rest, {
    stdio: "inherit",
    shell: process.platform === "win32",
    env: {
      ...process.env,
      ...settings,
      ...browserCalls,
      VAPI_BASE_URL: standIn.url,
      // The API plays the stand-in's recordings: its own address is their storage.
      VAPI_RECORDING_ORIGINS: standIn.url,
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  const status = await new Promise<number>((resolve) =>
    child.once("exit", (code, signal) => {
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  await standIn.stop();
  process.exit(status);
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
