import type { ChatQuickReply } from "@novaline/content";

/**
 * The simulated assistant's answer to a message: a quick reply's own answer when the message is
 * that reply's, else the answer of the quick reply whose keywords it contains (later replies win:
 * "cancel my appointment" is a cancellation), else the fallback.
 */
export function chatSimulationReply(
  message: string,
  quickReplies: readonly ChatQuickReply[],
  fallback: string,
): string {
  const exact = quickReplies.find((reply) => reply.message === message);
  if (exact) return exact.aiReply;
  const words = message.toLowerCase();
  const matched = quickReplies.findLast((reply) =>
    reply.keywords.some((keyword) => words.includes(keyword)),
  );
  return matched?.aiReply ?? fallback;
}
