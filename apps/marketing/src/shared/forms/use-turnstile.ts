import { useCallback, useEffect, useRef } from "react";
import { loadTurnstile, turnstileSiteKey, type TurnstileApi } from "./turnstile";

/** How long a request waits for the widget's token before it says the check did not work. */
const TOKEN_WAIT_MS = 15_000;

/**
 * The bot check of a form, when the build has a site key: `start` (on the visitor's first touch
 * of the form) loads Turnstile and renders its widget into `container`; `token` waits for the
 * widget's answer; `reset` asks for a fresh token after each request (a token is good once).
 * Without a site key, `token` resolves `undefined` at once and nothing loads.
 */
export function useTurnstile(action: string) {
  const siteKey = turnstileSiteKey();
  const container = useRef<HTMLDivElement>(null);
  const state = useRef<{
    api?: TurnstileApi;
    widgetId?: string;
    token?: string;
    started?: Promise<void>;
    waiting: ((token: string) => void)[];
  }>({ waiting: [] });

  const start = useCallback(() => {
    const current = state.current;
    if (!siteKey || current.started) return;
    current.started = loadTurnstile()
      .then((api) => {
        const element = container.current;
        if (!element) return;
        current.api = api;
        current.widgetId = api.render(element, {
          sitekey: siteKey,
          action,
          size: "flexible",
          theme: document.documentElement.classList.contains("dark") ? "dark" : "light",
          callback: (token) => {
            current.token = token;
            for (const resolve of current.waiting.splice(0)) resolve(token);
          },
          "expired-callback": () => {
            current.token = undefined;
          },
        });
      })
      .catch(() => {
        // Blocked or offline: the next touch tries again; a request meanwhile says so.
        current.started = undefined;
      });
  }, [siteKey, action]);

  const token = useCallback(async (): Promise<string | undefined> => {
    if (!siteKey) return undefined;
    const current = state.current;
    if (current.token) return current.token;
    start();
    return new Promise<string | undefined>((resolve) => {
      const timer = setTimeout(() => {
        current.waiting = current.waiting.filter((waiter) => waiter !== done);
        resolve(undefined);
      }, TOKEN_WAIT_MS);
      const done = (value: string) => {
        clearTimeout(timer);
        resolve(value);
      };
      current.waiting.push(done);
    });
  }, [siteKey, start]);

  const reset = useCallback(() => {
    const current = state.current;
    current.token = undefined;
    if (current.api && current.widgetId !== undefined) current.api.reset(current.widgetId);
  }, []);

  useEffect(
    () => () => {
      const current = state.current;
      if (current.api && current.widgetId !== undefined) current.api.remove(current.widgetId);
    },
    [],
  );

  return { enabled: siteKey !== undefined, container, start, token, reset };
}
