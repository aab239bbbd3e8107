import { voiceTextChat as copy } from "@novaline/content";
import { createFakeTextTransport, type FakeTextTransport } from "@novaline/voice-core/testing";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import TextChatPanel from "./text-chat-panel";

const speakers = { you: "You", agent: "AI" };

/** The panel over fake transports, one per conversation: `fakes` and how each is told it ended. */
function renderPanel() {
  const fakes: FakeTextTransport[] = [];
  const lastReplies: (() => void)[] = [];
  const onEnd = vi.fn();
  render(
    <TextChatPanel
      copy={copy}
      speakers={speakers}
      onEnd={onEnd}
      transportFor={(onLastReply) => {
        const fake = createFakeTextTransport();
        fakes.push(fake);
        lastReplies.push(onLastReply);
        return fake.transport;
      }}
    />,
  );
  const box = screen.getByRole("textbox", { name: copy.inputLabel });
  const send = screen.getByRole("button", { name: copy.sendLabel });
  const log = screen.getByRole("log", { name: copy.transcriptLabel });
  return { fakes, lastReplies, onEnd, box, send, log, user: userEvent.setup() };
}

describe("TextChatPanel", () => {
  it("sends a message, says the AI is typing, and shows the reply as the call's transcript does", async () => {
    const { fakes, box, send, log, user } = renderPanel();
    expect(screen.getByRole("heading", { name: copy.title })).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(log).toHaveTextContent(copy.intro);

    await user.type(box, "Do you open on Sundays?{Enter}");
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
    expect(log).toHaveTextContent("You: Do you open on Sundays?");
    // One message at a time: Send waits for the answer.
    expect(send).toBeDisabled();
    expect(screen.getByText(copy.thinking).closest("[aria-live]")).toHaveAttribute(
      "aria-live",
      "polite",
    );

    fakes[0]?.answer({ replies: ["We're closed on Sundays.", "Anything else?"] });
    await waitFor(() => {
      expect(log).toHaveTextContent("AI: We're closed on Sundays.");
    });
    expect(log).toHaveTextContent("AI: Anything else?");
    expect(screen.queryByText(copy.thinking)).not.toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(fakes[0]?.messages.map(({ message }) => message)).toEqual(["Do you open on Sundays?"]);
  });

  it("keeps a message that was not sent in the box and says why", async () => {
    const { fakes, box, log, user } = renderPanel();
    fakes[0]?.script({ status: 429, retryAfterMs: 20_000 }, { status: 502 }, { network: true });

    await user.type(box, "Hello{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      copy.failures.busy.replace("{seconds}", "20"),
    );
    expect(box).toHaveValue("Hello");
    expect(box).toHaveAccessibleDescription(copy.failures.busy.replace("{seconds}", "20"));
    expect(log).not.toHaveTextContent("You: Hello");

    await user.click(screen.getByRole("button", { name: copy.sendLabel }));
    await waitFor(() => {
      expect(screen.getByRole("alert")).toHaveTextContent(copy.failures.unavailable);
    });
    expect(box).toHaveValue("Hello");

    await user.keyboard("{Enter}");
    await waitFor(() => {
      expect(screen.getByRole("alert")).toHaveTextContent(copy.failures.network);
    });

    fakes[0]?.script({ replies: ["Hi!"] });
    await user.keyboard("{Enter}");
    await waitFor(() => {
      expect(log).toHaveTextContent("AI: Hi!");
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says when the API has ended the conversation, and starts a new one", async () => {
    const { fakes, lastReplies, box, log, user } = renderPanel();
    fakes[0]?.script({ replies: ["That was the last one."] });
    await user.type(box, "Hi{Enter}");
    lastReplies[0]?.();
    const startAgain = await screen.findByRole("button", { name: copy.ended.action });
    expect(startAgain).toHaveAccessibleDescription(copy.ended.text);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    await waitFor(() => {
      expect(startAgain).toHaveFocus();
    });

    await user.click(startAgain);
    expect(fakes).toHaveLength(2);
    const newBox = screen.getByRole("textbox", { name: copy.inputLabel });
    expect(newBox).toHaveFocus();
    expect(log).toHaveTextContent(copy.intro);
  });

  it("ends on a 410 from the API, keeping the message for the new conversation", async () => {
    const { fakes, box, user } = renderPanel();
    fakes[0]?.script({ status: 410 });
    await user.type(box, "Still there?{Enter}");
    // A fake's 410 has no API code: voice-core's not-configured, the panel's plain words.
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.failures.notConfigured);
    expect(box).toHaveValue("Still there?");
  });

  it("ends the chat and goes back with its end control", async () => {
    const { fakes, onEnd, box, user } = renderPanel();
    await user.type(box, "Hi{Enter}");
    await user.click(screen.getByRole("button", { name: copy.endLabel }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(fakes[0]?.messages[0]?.signal.aborted).toBe(true);
  });
});
