import { Hono } from "hono";

/** Builds the API application. Routes for inquiries arrive with the inquiries issue. */
export function createApp() {
  const app = new Hono();

  app.get("/health", (c) => c.json({ status: "ok", service: "novaline-api" }));

  app.notFound((c) =>
    c.json(
      { error: { code: "not-found", message: `No route for ${c.req.method} ${c.req.path}` } },
      404,
    ),
  );

  app.onError((error, c) => {
    console.error(error);
    return c.json(
      { error: { code: "internal", message: "Something went wrong on our side." } },
      500,
    );
  });

  return app;
}
