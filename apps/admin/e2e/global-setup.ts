import {
  localFirebaseProject,
  seedAuthEmulator,
  startAuthEmulator,
} from "../../../tooling/auth-emulator.ts";
import { startInquiriesApi } from "../../../tooling/inquiries-api.ts";
import { startVapiStandIn } from "../../../tooling/vapi-stand-in.ts";

/**
 * Where the build's inquiries API is (its local default, 8787, or E2E_API_PORT for a build made
 * with the matching VITE_API_URL) and the origins the tests serve from.
 */
const API_PORT = Number(process.env.E2E_API_PORT ?? 8787);
const appOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? "4174"}`;
const siteOrigin = `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? "4176"}`;

/**
 * Starts the Auth emulator the build talks to (the local project, on FIREBASE_AUTH_EMULATOR_PORT
 * or firebase.json's port), or uses the one already running there (`pnpm start`'s, or one shared
 * by the whole test run), seeds the local admin and staff accounts, and starts the built
 * inquiries API on PGlite where the build expects it. Returns the teardown.
 */
export default async function globalSetup() {
  const emulator = await startAuthEmulator({
    projectId: localFirebaseProject().projectId,
    reuse: true,
  });
  console.log(
    emulator.reused
      ? `Reusing the Auth emulator on ${emulator.host}`
      : `Auth emulator on ${emulator.host}, started in ${((emulator.startedInMs ?? 0) / 1000).toFixed(1)} s`,
  );
  await seedAuthEmulator(emulator);
  // Demo calls ring the Vapi stand-in, which reports them with a short recording: the panel's
  // player plays it through the API (E2E_VAPI_PORT, else any free port).
  const vapi = await startVapiStandIn({
    port: Number(process.env.E2E_VAPI_PORT ?? 0),
    webhookUrl: `http://127.0.0.1:${String(API_PORT)}/v1/vapi/events`,
    timings: { ringMs: 200, answerMs: 500, talkMs: 1000 },
  });
  const api = await startInquiriesApi({
    port: API_PORT,
    corsOrigins: [appOrigin, siteOrigin],
    authEmulatorHost: emulator.host,
    projectId: emulator.projectId,
    env: {
      VAPI_PRIVATE_KEY: vapi.apiKey,
      VAPI_PHONE_NUMBER_ID: "e2e-phone-number",
      VAPI_DEMO_ASSISTANT_ID: "e2e-demo-assistant",
      VAPI_WEBHOOK_SECRET: vapi.webhookSecret,
      VAPI_BASE_URL: vapi.url,
      VAPI_RECORDING_ORIGINS: vapi.url,
      DEMO_CALL_HOURS: "00:00-24:00",
      DEMO_CALLS_PER_IP_PER_HOUR: "0",
      DEMO_CALLS_PER_56_PER_HOUR: "0",
      DEMO_CALLS_PER_48_PER_HOUR: "0",
      DEMO_CALLS_PER_MINUTE: "0",
    },
  });
  console.log(`Inquiries API on ${api.url}, started in ${(api.startedInMs / 1000).toFixed(1)} s`);
  return async () => {
    await api.stop();
    await vapi.stop();
    await emulator.stop();
  };
}
