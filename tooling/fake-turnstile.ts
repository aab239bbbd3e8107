import type { Page } from "@playwright/test";
import { TURNSTILE_TEST_KEYS } from "./turnstile-stand-in.ts";

/**
 * Turnstile's script as a test answers it: a widget that "passes" at once, and again after each
 * reset (a token is good once), with the token of Cloudflare's test keys naming the widget's
 * action, as the siteverify stand-in reads it (`standInToken`).
 */
const FAKE_TURNSTILE = `window.turnstile = (() => {
  const widgets = new Map();
  const answer = (id) => setTimeout(() => {
    const options = widgets.get(id);
    options?.callback?.("${TURNSTILE_TEST_KEYS.dummyToken}" + (options.action ? "." + options.action : ""));
  }, 50);
  return {
    render(element, options) {
      const id = "widget-" + String(widgets.size + 1);
      widgets.set(id, options);
      const note = document.createElement("p");
      note.textContent = "Checked: you are a person (test widget)";
      note.style.fontSize = "12px";
      element.append(note);
      answer(id);
      return id;
    },
    reset(id) { answer(id); },
    remove(id) { widgets.delete(id); },
  };
})();`;

/** Answers the page's requests for Turnstile's script with a widget that passes. */
export async function answerTurnstile(page: Page) {
  await page.route("https://challenges.cloudflare.com/turnstile/v0/api.js*", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_TURNSTILE }),
  );
}
