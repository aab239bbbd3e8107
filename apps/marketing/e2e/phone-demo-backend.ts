import type { Page } from "@playwright/test";
import { freePort } from "../../../tooling/auth-emulator.ts";
import {
  READY_TIMEOUT_MS,
  startInquiriesApi,
  type InquiriesApi,
} from "../../../tooling/inquiries-api.ts";
import {
  startTurnstileStandIn,
  TURNSTILE_TEST_KEYS,
  type TurnstileStandIn,
} from "../../../tooling/turnstile-stand-in.ts";
import { startVapiStandIn, type VapiStandIn } from "../../../tooling/vapi-stand-in.ts";
import { answerTurnstile } from "../../../tooling/fake-turnstile.ts";

/** Where a production build sends its demo-call requests (`brand.apiUrl`). */
const BUILD_API = "https://api.novaline.ai";
/** The origin the tests serve the site from. */
const siteOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? "4173"}`;

/**
 * How long a test file's hook may take to start the backend: the built API's first start on
 * PGlite (with its migrations) took 10 s on an idle machine and over 60 s on a loaded one.
 */
export const API_START_TIMEOUT_MS = READY_TIMEOUT_MS + 20_000;

/** The built inquiries API on a free port, and the Vapi stand-in when phone demos are on. */
export interface PhoneDemoBackend {
  api: InquiriesApi;
  vapi: VapiStandIn | undefined;
  /** Cloudflare's siteverify, as the API checks the bot check's tokens with it. */
  turnstile: TurnstileStandIn;
  stop: () => Promise<void>;
}

/**
 * Starts the real, built API (PGlite) with phone demos on, placing its calls with the Vapi
 * stand-in, which "rings", "answers" and reports back to the API's webhook quickly; or with
 * phone demos off (`phoneLine: false`), as a copy of the site without Vapi keys runs.
 */
export async function startPhoneDemoBackend({
  phoneLine,
  env = {},
  turnstileSecret = TURNSTILE_TEST_KEYS.secretPasses,
}: {
  phoneLine: boolean;
  /** More of the API's settings (calling hours, limits). */
  env?: Record<string, string>;
  /** The API's Turnstile secret: one of Cloudflare's test secrets (passes by default). */
  turnstileSecret?: string;
}) {
  const port = await freePort();
  // Its passing answers say the widget ran on the site the tests serve.
  const turnstile = await startTurnstileStandIn({ hostname: new URL(siteOrigin).hostname });
  const botCheck = { TURNSTILE_SECRET_KEY: turnstileSecret, TURNSTILE_VERIFY_URL: turnstile.url };
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
          DEMO_CALLS_PER_56_PER_HOUR: "100",
          DEMO_CALLS_PER_48_PER_HOUR: "100",
          // A call never placed fails within the tests' patience (25-50 s in production).
          DEMO_CALL_NOT_PLACED_SECONDS: "2-3",
          DEMO_CALLS_PER_MINUTE: "0",
          // The tests run at any hour (the calling hours have their own).
          DEMO_CALL_HOURS: "00:00-24:00",
          ...botCheck,
          ...env,
        }
      : { ...botCheck, ...env },
  });
  return {
    api,
    vapi,
    turnstile,
    stop: async () => {
      await api.stop();
      await vapi?.stop();
      await turnstile.stop();
    },
  } satisfies PhoneDemoBackend;
}

/**
 * Sends the page's demo-call requests, addressed to the build's API, to `backend`'s API instead
 * (preflights included), so the production build talks to a real API at the network layer, and
 * answers Turnstile's script with a widget that passes.
 */
export async function routeDemoCalls(page: Page, backend: PhoneDemoBackend) {
  // The bot check's widget (the build has Cloudflare's test site key): answered here.
  await answerTurnstile(page);
  await page.route(`${BUILD_API}/v1/demo-calls**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${backend.api.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/**
 * Sends the page's text-chat messages (`POST /v1/chat`, addressed to the build's API) to
 * `backend`'s API instead, preflights included, and answers Turnstile's script with a widget
 * that passes: the chat's first message carries its token.
 */
export async function routeChat(page: Page, backend: PhoneDemoBackend) {
  await answerTurnstile(page);
  await page.route(`${BUILD_API}/v1/chat`, async (route) => {
    const response = await route.fetch({ url: `${backend.api.url}/v1/chat` });
    await route.fulfill({ response });
  });
}
