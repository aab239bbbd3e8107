import type { Page } from "@playwright/test";
import { answerTurnstile } from "../../../tooling/fake-turnstile.ts";
import { answerApiCors } from "./api-cors";

/** The inquiries API a production build posts to (`brand.apiUrl`). */
const INQUIRIES = "https://api.novaline.ai/v1/inquiries";

/** The API's message for an e-mail address it turns down, in {@link answerInquiries}. */
export const INVALID_EMAIL_MESSAGE = "This e-mail address cannot receive our reply.";

/**
 * How the stand-in API answers one submission: with no answer at all, with a 422 naming the
 * e-mail field, or with a 201 as for a stored inquiry.
 */
export type InquiryAnswer = "offline" | "invalid-email" | "created";

/**
 * Stands in for the inquiries API at the network layer, answering the page's submissions in
 * turn as the real API does (with its CORS headers), and Turnstile's script with a widget that
 * passes (a test build has a site key). `bodies` holds the JSON each one sent, without its
 * bot check's token, which `tokens` holds.
 */
export async function answerInquiries(page: Page, answers: readonly InquiryAnswer[]) {
  const bodies: unknown[] = [];
  const tokens: (string | undefined)[] = [];
  await answerTurnstile(page);
  await page.route(INQUIRIES, async (route) => {
    const cors = await answerApiCors(route);
    if (!cors) return;
    const request = route.request();
    const { turnstileToken, ...body } = request.postDataJSON() as { turnstileToken?: string };
    bodies.push(body);
    tokens.push(turnstileToken);
    const answer = answers[bodies.length - 1] ?? "created";
    if (answer === "offline") {
      await route.abort("internetdisconnected");
    } else if (answer === "invalid-email") {
      await route.fulfill({
        status: 422,
        headers: cors,
        json: {
          error: {
            code: "invalid",
            message: "Some fields are not valid.",
            fields: { email: INVALID_EMAIL_MESSAGE },
          },
        },
      });
    } else {
      await route.fulfill({
        status: 201,
        headers: cors,
        json: { id: crypto.randomUUID(), createdAt: new Date().toISOString() },
      });
    }
  });
  return { bodies, tokens };
}
