import { render, type RenderResult } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { App } from "../app.js";
import type { AuthClient } from "../auth/auth-client.js";
import { adminRoutes } from "../routes.js";

/** Renders the whole admin app at `path` with `client`; the router tells where it went. */
export function renderAdmin(
  path: string,
  client: AuthClient,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const view = render(<App client={client} router={router} />);
  return { ...view, router };
}
