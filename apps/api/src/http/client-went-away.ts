import type { Context } from "hono";

/** What this reads of the Node request @hono/node-server passes as `c.env.incoming`. */
interface NodeRequestState {
  readonly readableAborted?: boolean;
}

/**
 * Whether the client closed its connection before its request had arrived whole (a body cut
 * short, a reset): the request's signal says so once the server has noticed, and Node's request
 * stream as soon as it broke off.
 */
export function clientWentAway(c: Context): boolean {
  const env = c.env as { incoming?: NodeRequestState } | undefined;
  return c.req.raw.signal.aborted || env?.incoming?.readableAborted === true;
}
