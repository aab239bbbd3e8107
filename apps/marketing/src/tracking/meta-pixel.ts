// Meta's pixel, loaded the way Meta's own snippet does it: `fbq` queues calls until
// fbevents.js arrives and takes them over. If the script is blocked, the queue just stays a queue:
// nothing breaks and nothing is logged.

const PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";

interface QueueingFbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: QueueingFbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    _fbq?: unknown;
  }
}

/** Calls `fbq` if there is one; a broken or blocked pixel is not the visitor's problem. */
function call(...args: Parameters<NonNullable<Window["fbq"]>>): void {
  try {
    window.fbq?.(...args);
  } catch {
    // Nothing to do: the page goes on without the pixel.
  }
}

/** Loads the pixel for `pixelId` (once) and grants it consent. */
export function loadMetaPixel(pixelId: string): void {
  if (window.fbq) {
    call("consent", "grant");
    return;
  }
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as QueueingFbq;
  // disablePushState: the site reports its own PageView per route; fbevents.js would add one more.
  Object.assign(fbq, {
    queue: [],
    push: fbq,
    loaded: true,
    version: "2.0",
    disablePushState: true,
  });
  window.fbq = fbq;
  window._fbq ??= fbq;
  const script = document.createElement("script");
  script.async = true;
  script.src = PIXEL_SCRIPT;
  document.head.append(script);
  fbq("consent", "grant");
  fbq("init", pixelId);
}

/** Stops a pixel loaded earlier in this visit from sending anything more. */
export function revokeMetaPixel(): void {
  call("consent", "revoke");
}
