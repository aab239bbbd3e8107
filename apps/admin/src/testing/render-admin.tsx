import { render, type RenderResult } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { App } from "../app.js";
import type { InquiryClient } from "@novaline/inquiry";
import type { AuthClient } from "../auth/auth-client.js";
import type { WatchInquiries } from "../inquiries/inquiries-api-context.js";
import { adminRoutes } from "../routes.js";
import { fakeInquiryApi } from "./fake-inquiry-api.js";

/**
 * Renders the whole admin app at `path` with `client` and the inquiries API `api` (by default
 * one with no inquiries); the router tells where it went.
 */
export function renderAdmin(
  path: string,
  client: AuthClient,
  api: InquiryClient = fakeInquiryApi().api,
  watch: WatchInquiries | null = null,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const view = render(<App client={client} api={api} watch={watch} router={router} />);
  return { ...view, router };
}
