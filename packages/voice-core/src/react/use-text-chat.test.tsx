// @vitest-environment jsdom
// A chat panel on useTextChat: what it renders through a conversation, and how often each part
// re-renders.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler, StrictMode, useState } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createTextChat, type TextChat } from "../index";
import { createFakeTextTransport, type FakeTextTransport } from "../testing/fake-text-transport";
import { useTextChat } from "./use-text-chat";

let fake: FakeTextTransport;
let chat: TextChat;
const renders = { panel: 0, label: 0, count: 0 };

beforeEach(() => {
  vi.useFakeTimers();
  fake = createFakeTextTransport();
  chat = createTextChat({ transport: fake.transport });
  Object.assign(renders, { panel: 0, label: 0, count: 0 });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Panel() {
  const { transcript, sending, error, unsent, send } = useTextChat(chat);
  const [text, setText] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setText("");
        void send(text).then((answered) => {
          if (!answered) setText(chat.getSnapshot().unsent ?? "");
        });
      }}
    >
      <ol>
        {transcript.map((turn) => (
          <li key={turn.id} data-role={turn.role}>
            {turn.text}
          </li>
        ))}
      </ol>
      {error ? <p role="alert">{error.message}</p> : null}
      {unsent ? <p data-testid="unsent">{unsent}</p> : null}
      <label>
        Message
        <input
          value={text}
          onChange={(e) => {
            setText(e.target.value);
          }}
        />
      </label>
      <button type="submit" disabled={sending}>
        Send
      </button>
    </form>
  );
}

function AgentLabel() {
  const agent = useTextChat(chat, (c) => c.agent);
  return <p data-testid="agent">{agent === "thinking" ? "Thinking…" : ""}</p>;
}

function TurnCount() {
  const count = useTextChat(chat, (c) => c.transcript.length);
  return <p data-testid="count">{count}</p>;
}

function App() {
  const count = (id: string) => () => (renders[id as keyof typeof renders] += 1);
  return (
    <>
      <Profiler id="panel" onRender={count("panel")}>
        <Panel />
      </Profiler>
      <Profiler id="label" onRender={count("label")}>
        <AgentLabel />
      </Profiler>
      <Profiler id="count" onRender={count("count")}>
        <TurnCount />
      </Profiler>
    </>
  );
}

const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

function type(text: string) {
  fireEvent.change(screen.getByLabelText("Message"), { target: { value: text } });
  fireEvent.submit(screen.getByRole("button"));
}

it("renders the conversation, the thinking label and a failure that gives the text back", async () => {
  render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  type("Do you open on Saturdays?");
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
    "Do you open on Saturdays?",
  ]);
  expect(screen.getByTestId("agent").textContent).toBe("Thinking…");
  expect(screen.getByRole<HTMLButtonElement>("button").disabled).toBe(true);

  await act(async () => {
    fake.answer({ replies: ["Yes, nine to one."] });
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
    "Do you open on Saturdays?",
    "Yes, nine to one.",
  ]);
  expect(screen.getByTestId("agent").textContent).toBe("");

  fake.script({ status: 429, retryAfterMs: 10_000 });
  type("Book me at ten");
  await settle();
  expect(screen.getByRole("alert").textContent).toBe(
    "The assistant is busy. Try again in a moment.",
  );
  expect(screen.getByLabelText<HTMLInputElement>("Message").value).toBe("Book me at ten");
  expect(screen.getAllByRole("listitem")).toHaveLength(2);
});

it("re-renders a selector's component only when what it picks changes", async () => {
  render(<App />);
  const before = { ...renders };
  fake.script({ replies: ["Hi!", "How can I help?"] });
  type("Hello");
  await settle();
  // Panel: the typed text, the send (turn, thinking, sending), the replies, listening.
  // The label: thinking, then not. The count: 1 turn, then 3.
  expect(renders.label - before.label).toBe(2);
  expect(renders.count - before.count).toBe(2);

  // A failed send: the turn comes and goes, the agent thinks and listens again.
  const label = renders.label;
  const count = renders.count;
  fake.script({ network: true });
  type("Are you there?");
  await settle();
  expect(renders.label - label).toBe(2); // thinking, then listening again
  expect(renders.count - count).toBe(2); // 4 turns, then back to 3
  const panel = renders.panel;
  act(() => {
    chat.end();
  });
  // The end changes the status and the agent, not the turns: the count does not re-render.
  expect(renders.panel).toBe(panel + 1);
  expect(renders.label - label).toBe(3);
  expect(renders.count - count).toBe(2);
});

it("passes the same send and end every render (safe in dependency arrays)", () => {
  const seen: unknown[] = [];
  function Probe() {
    const { send, end } = useTextChat(chat);
    seen.push(send, end);
    return null;
  }
  const view = render(<Probe />);
  view.rerender(<Probe />);
  expect(seen[0]).toBe(seen[2]);
  expect(seen[1]).toBe(seen[3]);
  expect(seen[0]).toBe(chat.send);
});
