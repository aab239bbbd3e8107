// Server rendering: the text chat and its hook import and render in Node, with no window, and
// render the idle chat (what the first client render shows too).
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { createTextChat } from "../index";
import { useTextChat } from "./use-text-chat";

it("imports, creates a chat and renders it on the server without window or document", () => {
  expect("window" in globalThis).toBe(false);
  expect("document" in globalThis).toBe(false);
  const chat = createTextChat({ transport: () => Promise.reject(new Error("not on the server")) });
  function Panel() {
    const { status, agent, transcript } = useTextChat(chat);
    return (
      <p>
        {status} {agent} {transcript.length}
      </p>
    );
  }
  expect(renderToString(<Panel />)).toBe("<p>idle<!-- --> <!-- -->idle<!-- --> <!-- -->0</p>");
});
