// @vitest-environment jsdom
// Runs the text chat's README examples as they are written (types stripped by TypeScript), with
// `fetch` stubbed, so the README cannot drift from the API (as src/readme-example.test.ts does
// for the call's examples).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import * as jsxRuntime from "react/jsx-runtime";
import ts from "typescript";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as core from "./index";
import * as react from "./react/index";
import * as testing from "./testing/public";

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../README.md"), "utf8");

function example(name: string): string {
  const match = new RegExp(
    `<!-- readme-example: ${name}\\b[^>]*-->\\s*\`\`\`tsx?\\n([\\s\\S]*?)\`\`\``,
  ).exec(readme);
  if (!match?.[1]) throw new Error(`README example "${name}" not found`);
  return match[1];
}

function run(code: string, fileName: "example.ts" | "example.tsx"): Record<string, unknown> {
  const js = ts.transpileModule(code, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
    },
  }).outputText;
  const modules: Record<string, unknown> = {
    "@novaline/voice-core": core,
    "@novaline/voice-core/react": react,
    "@novaline/voice-core/testing": testing,
    react: React,
    "react/jsx-runtime": jsxRuntime,
  };
  const require = (id: string) => {
    if (!(id in modules)) throw new Error(`README example imports ${id}`);
    return modules[id];
  };
  const module = { exports: {} as Record<string, unknown> };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs our own README
  const evaluate = new Function("require", "module", "exports", js) as (
    require: (id: string) => unknown,
    module: { exports: Record<string, unknown> },
    exports: Record<string, unknown>,
  ) => void;
  evaluate(require, module, module.exports);
  return module.exports;
}

/** A stand-in for `fetch` answering each request with the next of `answers`. */
function stubFetch(...answers: { status?: number; body?: unknown; retryAfter?: string }[]) {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<unknown>>(() => {
    const { status = 200, body = {}, retryAfter } = answers.shift() ?? {};
    return Promise.resolve({
      ok: status < 300,
      status,
      headers: new Headers(retryAfter ? { "retry-after": retryAfter } : {}),
      json: () => Promise.resolve(body),
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("README: text when there is no microphone", () => {
  it("vanilla: the turns show, the tool runs and its result goes with the next message; a failure gives the text back", async () => {
    document.body.innerHTML =
      '<form id="chat-form"><ol id="chat-turns"></ol><p id="chat-status"></p>' +
      '<input id="chat-input" /><button type="submit">Send</button></form>';
    const fetch = stubFetch(
      {
        body: {
          replies: ["Opening the booking page."],
          toolCalls: [{ id: "c1", name: "showBookingLink", args: {} }],
        },
      },
      { status: 429, retryAfter: "10" },
    );
    const { chat } = run(example("text-chat-vanilla"), "example.ts") as { chat: core.TextChat };
    const input = document.querySelector<HTMLInputElement>("#chat-input");
    const form = document.querySelector<HTMLFormElement>("#chat-form");
    if (!input || !form) throw new Error("the page is missing");
    const turns = () => [...document.querySelectorAll("li")].map((li) => li.textContent);
    const status = () => document.querySelector("#chat-status")?.textContent;

    input.value = "Book me for Friday";
    fireEvent.submit(form);
    expect(turns()).toEqual(["Book me for Friday"]);
    expect(status()).toBe("Thinking…");
    expect(input.value).toBe("");
    await settle();
    expect(turns()).toEqual(["Book me for Friday", "Opening the booking page."]);
    expect(status()).toBe("");
    expect(fetch.mock.calls[0]?.[0]).toBe("/v1/chat");
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body as string)).toEqual({
      message: "Book me for Friday",
    });

    input.value = "Thanks";
    fireEvent.submit(form);
    await settle();
    expect(JSON.parse(fetch.mock.calls[1]?.[1].body as string)).toEqual({
      message: "Thanks",
      toolResults: [
        {
          id: "c1",
          name: "showBookingLink",
          result: "The booking page is open on the visitor's screen.",
        },
      ],
    });
    expect(status()).toBe(core.TEXT_FAILURE_MESSAGES.busy);
    expect(chat.getSnapshot().error?.retryAfterMs).toBe(10_000);
    expect(input.value).toBe("Thanks");
    expect(turns()).toHaveLength(2);
  });

  it("React: the app's transport keeps the continuation; thinking, the replies, and a failure that gives the text back", async () => {
    const fetch = stubFetch(
      { body: { replies: ["Hi! How can I help?"], continuation: "signed-1" } },
      { status: 503 },
    );
    const { App } = run(example("text-chat-react"), "example.tsx") as {
      App: () => React.ReactNode;
    };
    render(jsxRuntime.jsx(App, {}));
    const input = screen.getByLabelText<HTMLInputElement>("Message");
    const button = screen.getByRole<HTMLButtonElement>("button");
    expect(button.disabled).toBe(true);

    fireEvent.change(input, { target: { value: "Hello" } });
    fireEvent.click(button);
    expect(screen.getByText("Thinking…")).toBeTruthy();
    await settle();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Hello",
      "Hi! How can I help?",
    ]);
    expect(screen.queryByText("Thinking…")).toBeNull();

    fireEvent.change(input, { target: { value: "Book Friday" } });
    fireEvent.click(button);
    await settle();
    expect(JSON.parse(fetch.mock.calls[1]?.[1].body as string)).toEqual({
      message: "Book Friday",
      continuation: "signed-1",
    });
    expect(screen.getByRole("alert").textContent).toBe(core.TEXT_FAILURE_MESSAGES.network);
    expect(input.value).toBe("Book Friday");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("testing: the fake transport answers, then fails as scripted", async () => {
    const { busyAfterGreeting } = run(example("testing-text"), "example.ts") as {
      busyAfterGreeting: () => Promise<core.TextChatSnapshot>;
    };
    await expect(busyAfterGreeting()).resolves.toMatchObject({
      status: "active",
      agent: "listening",
      transcript: [
        { role: "user", text: "Hello" },
        { role: "assistant", text: "Hi! How can I help?" },
      ],
      error: { reason: "busy" },
      unsent: "Book me in",
    });
  });
});
