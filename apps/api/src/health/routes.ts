import { Hono, type Context } from "hono";
import { errorBody } from "../http/errors.js";
import type { NotReadyReason, Readiness } from "./readiness.js";

/** What a 503 says, for a person reading a probe's answer: no host, driver or error text. */
const NOT_READY_MESSAGE: Record<NotReadyReason, string> = {
  draining: "The server is stopping.",
  database: "The database does not answer.",
  migrations: "The database is missing migrations.",
};

/**
 * `/livez` (the process answers; nothing else is checked, so a database outage never gets a
 * healthy process restarted), `/readyz` (send it traffic), and `/healthz` and `/health`, kept for
 * existing monitors, answering as `/readyz` does.
 */
export function healthRoutes(options: { readiness: () => Promise<Readiness> }) {
  const routes = new Hono();
  routes.get("/livez", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });
  const ready = async (c: Context) => {
    c.header("Cache-Control", "no-store");
    const readiness = await options.readiness();
    if (readiness.ready) return c.json({ status: "ok" });
    const { reason } = readiness;
    return c.json(
      { status: "unavailable", reason, ...errorBody("unavailable", NOT_READY_MESSAGE[reason]) },
      503,
    );
  };
  routes.get("/readyz", ready);
  routes.get("/healthz", ready);
  routes.get("/health", ready);
  return routes;
}
