import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The page's scripts have just been evaluated, in one task: hydration starts in the next, so that
// on a mid-range phone neither is a long task and the browser may paint or answer input between.
// A message, not a timer: a page whose timers stand still (a test's fake clock) still hydrates.
const next = new MessageChannel();
next.port1.onmessage = () => {
  // From here React answers clicks itself: the head script stops noting them for a replay (see
  // shared/early-clicks.ts; not imported, which would cost every page a chunk of its own).
  const earlyClicks = window.__novalineEarlyClicks;
  if (earlyClicks) earlyClicks.closed = true;
  // Router updates render at once, not as transitions: a transition that passes a page's
  // still-dehydrated sections would wait for their code, and the 'Loading...' state of a
  // navigation would never show.
  const app = <HydratedRouter useTransitions={false} />;
  startTransition(() => {
    // StrictMode's checks run in development only: the production bundle leaves it out.
    hydrateRoot(document, import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app);
  });
};
next.port2.postMessage(null);
