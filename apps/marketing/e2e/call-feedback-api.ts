import type { Page } from "@playwright/test";
import { answerApiCors } from "./api-cors";

/** Where a production build posts feedback on a call (`brand.apiUrl`). */
const CALL_FEEDBACK = "https://api.novaline.ai/v1/call-feedback";

/** How the stand-in answers one post: no answer at all, or a 201 as for stored feedback. */
export type CallFeedbackAnswer = "offline" | "created";

/**
 * Stands in for the API's `POST /v1/call-feedback` at the network layer, answering the page's
 * posts in turn as the real API does (with its CORS headers); `bodies` holds the JSON of each.
 * (The API's own checks of a call, on both databases, are its contract tests.)
 */
export async function answerCallFeedback(page: Page, answers: readonly CallFeedbackAnswer[] = []) {
  const bodies: unknown[] = [];
  await page.route(CALL_FEEDBACK, async (route) => {
    const cors = await answerApiCors(route);
    if (!cors) return;
    const request = route.request();
    const body = request.postDataJSON() as { callId?: string };
    bodies.push(body);
    if ((answers[bodies.length - 1] ?? "created") === "offline") {
      await route.abort("internetdisconnected");
      return;
    }
    await route.fulfill({
      status: 201,
      headers: cors,
      json: { callId: body.callId, receivedAt: new Date().toISOString() },
    });
  });
  return { bodies };
}
