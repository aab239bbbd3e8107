import { Hono } from "hono";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { apiError } from "./errors.js";
import { jsonRequest, MAX_BODY_BYTES, validJson } from "./json-body.js";

const schema = z.strictObject({ name: z.string().check(z.minLength(1, "Please enter a name")) });
const app = new Hono().post(
  "/things",
  jsonRequest,
  validJson(schema, "The body must be a JSON object with a thing's fields."),
  (c) => c.json({ saved: c.req.valid("json").name }, 201),
);
const post = (body: string, type = "application/json") =>
  app.request("/things", { method: "POST", headers: { "content-type": type }, body });

describe("a JSON request body checked against a contract schema", () => {
  it("hands the handler the valid body", async () => {
    const res = await post(JSON.stringify({ name: "Jane" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ saved: "Jane" });
  });

  it("keeps the API's answers for each way a body goes wrong", async () => {
    const cases = [
      [post("name=Jane", "text/plain"), 415, "unsupported-media-type"],
      [post(JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES) })), 413, "payload-too-large"],
      [post('{"name":'), 400, "malformed-json"],
      [post(""), 400, "malformed-json"],
    ] as const;
    for (const [answer, status, code] of cases) {
      const res = await answer;
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
  });

  it("names each bad field, and words a body that is not an object as a whole", async () => {
    const fields = await post(JSON.stringify({ name: "", colour: "red" }));
    expect(fields.status).toBe(422);
    expect(await fields.json()).toEqual({
      error: {
        code: "invalid",
        message: "Please check these fields: name, colour",
        fields: { name: "Please enter a name", colour: expect.any(String) as string },
      },
    });
    const array = await post("[]");
    expect(array.status).toBe(422);
    expect(await array.json()).toEqual({
      error: {
        code: "invalid",
        message: "The body must be a JSON object with a thing's fields.",
        fields: {},
      },
    });
  });

  it("answers only the contract's codes, each with the contract's status", async () => {
    const codes = new Hono().get("/", (c) =>
      c.req.query("kind") === "limit"
        ? apiError(c, "demo-calls-daily-cap", "Try tomorrow")
        : // @ts-expect-error "teapot" is not one of the contract's codes
          apiError(c, "teapot", "No"),
    );
    expect((await codes.request("/?kind=limit")).status).toBe(429);
  });
});
