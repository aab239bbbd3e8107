import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* Router updates render at once, not as transitions: a transition that passes a page's
          still-dehydrated sections would wait for their code, and the 'Loading...' state of a
          navigation would never show. */}
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
