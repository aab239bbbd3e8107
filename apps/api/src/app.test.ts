import { describe, expect, it } from "vitest";
import { createApp } from "./app.js";

describe("API app", () => {
  it("answers the health check", async () => {
    const res = await createApp().request("/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", service: "novaline-api" });
  });

  it("answers unknown routes with a JSON 404 naming the route", async () => {
    const res = await createApp().request("/nope", { method: "POST" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: "not-found", message: "No route for POST /nope" },
    });
  });
});
