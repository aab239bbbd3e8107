import { useState, useSyncExternalStore } from "react";
import { IDLE_TEXT_CHAT, type TextChat, type TextChatSnapshot } from "@novaline/voice-core";

/**
 * What {@link useTextChat} returns: the chat's snapshot and its commands (stable functions).
 *
 * @example
 * ```tsx
 * const { transcript, agent, sending, error, unsent, send, end } = useTextChat(chat);
 * ```
 */
export interface UseTextChatResult extends TextChatSnapshot {
  /** See {@link TextChat.send}. */
  readonly send: TextChat["send"];
  /** See {@link TextChat.end}. */
  readonly end: TextChat["end"];
}

// What a component last read, kept (same reference) while the selection is the same.
interface Selection<T> {
  chat: TextChat;
  select: (result: UseTextChatResult) => T;
  snapshot: TextChatSnapshot;
  value: T;
}

const whole = (result: UseTextChatResult) => result;

/**
 * A {@link TextChat} (created with `createTextChat`, no provider needed) in a component: its
 * snapshot with `send` and `end`, re-rendering when the snapshot changes. With a `selector`, it
 * returns what the selector picks and re-renders only when that changes (`Object.is`). On the
 * server it renders {@link IDLE_TEXT_CHAT}. It does not end the chat on unmount.
 *
 * @example
 * ```tsx
 * const { transcript, send, sending } = useTextChat(chat);
 * const agent = useTextChat(chat, (c) => c.agent); // a "Thinking…" label
 * ```
 */
export function useTextChat(chat: TextChat): UseTextChatResult;
export function useTextChat<T>(chat: TextChat, selector: (chat: UseTextChatResult) => T): T;
export function useTextChat<T>(
  chat: TextChat,
  selector?: (chat: UseTextChatResult) => T,
): T | UseTextChatResult {
  const select = selector ?? whole;
  const [cache] = useState<{ current?: Selection<T | UseTextChatResult> }>(() => ({}));
  const read = (snapshot: TextChatSnapshot) => {
    const last = cache.current;
    const same = last?.chat === chat;
    if (same && last.select === select && last.snapshot === snapshot) return last.value;
    const value = select({ ...snapshot, send: chat.send, end: chat.end });
    const kept = same && Object.is(last.value, value) ? last.value : value;
    cache.current = { chat, select, snapshot, value: kept };
    return kept;
  };
  return useSyncExternalStore(
    chat.subscribe,
    () => read(chat.getSnapshot()),
    () => read(IDLE_TEXT_CHAT),
  );
}
