import type { Page } from "@playwright/test";
import { freePort } from "../../../tooling/auth-emulator.mjs";
import { startInquiriesApi, type InquiriesApi } from "../../../tooling/inquiries-api.mjs";
import { startVapiStandIn, type VapiStandIn } from "../../../tooling/vapi-stand-in.mjs";

/** Where a production build sends its demo-call requests (`brand.apiUrl`). */
const BUILD_API = "https://api.novaline.ai";
/** The origin the tests serve the site from. */
const siteOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? "4173"}`;

/** The built inquiries API on a free port, and the Vapi stand-in when phone demos are on. */
export interface DemoCallBackend {
  api: InquiriesApi;
  vapi: VapiStandIn | undefined;
  stop: () => Promise<void>;
}

/**
 * Starts the real, built API (PGlite) with phone demos on, placing its calls with the Vapi
 * stand-in, which "rings", "answers" and reports back to the API's webhook quickly; or with
 * phone demos off (`phoneLine: false`), as a copy of the site without Vapi keys runs.
 */
export async function startDemoCallBackend({
  phoneLine,
  env = {},
}: {
  phoneLine: boolean;
  /** More of the API's settings (calling hours, limits). */
  env?: Record<string, string>;
}) {
  const port = await freePort();
  const vapi = phoneLine
    ? await startVapiStandIn({
        webhookUrl: `http://127.0.0.1:${String(port)}/v1/vapi/events`,
        timings: { ringMs: 400, answerMs: 1800, talkMs: 2500 },
      })
    : undefined;
  const api = await startInquiriesApi({
    port,
    corsOrigins: [siteOrigin],
    env: vapi
      ? {
          VAPI_PRIVATE_KEY: vapi.apiKey,
          VAPI_BASE_URL: vapi.url,
          VAPI_PHONE_NUMBER_ID: "stand-in-number",
          VAPI_DEMO_ASSISTANT_ID: "stand-in-assistant",
          VAPI_WEBHOOK_SECRET: vapi.webhookSecret,
          // Every test calls from 127.0.0.1, several within a minute.
          DEMO_CALLS_PER_IP_PER_HOUR: "100",
          DEMO_CALLS_PER_MINUTE: "0",
          // The tests run at any hour (the calling hours have their own).
          DEMO_CALL_HOURS: "00:00-24:00",
          ...env,
        }
      : env,
  });
  return {
    api,
    vapi,
    stop: async () => {
      await api.stop();
      await vapi?.stop();
    },
  } satisfies DemoCallBackend;
}

/**
 * Sends the page's demo-call requests, addressed to the build's API, to `backend`'s API instead
 * (preflights included), so the production build talks to a real API at the network layer.
 */
export async function routeDemoCalls(page: Page, backend: DemoCallBackend) {
  await page.route(`${BUILD_API}/v1/demo-calls**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${backend.api.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
