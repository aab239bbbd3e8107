import type { InquiryClient } from "@novaline/inquiry";
import { ThemeProvider, Toaster } from "@novaline/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ComponentProps } from "react";
import { RouterProvider } from "react-router";
import type { AuthClient } from "./auth/auth-client.js";
import { AuthProvider } from "./auth/auth-context.js";
import { createAdminQueryClient } from "./inquiries/admin-query-client.js";
import { InquiriesApiProvider, type WatchInquiries } from "./inquiries/inquiries-api-context.js";

export interface AppProps {
  client: AuthClient;
  /** The inquiries API, signed with the staff member's ID token. */
  api: InquiryClient;
  /** The live inbox (the API's stream of changes); without it, the list polls. */
  watch?: WatchInquiries | null;
  router: ComponentProps<typeof RouterProvider>["router"];
}

/** The admin SPA: theme, the auth client, the inquiries API and its query cache, the routes. */
export function App({ client, api, watch = null, router }: AppProps) {
  const [queryClient] = useState(() => createAdminQueryClient(client));
  return (
    <ThemeProvider>
      <AuthProvider client={client}>
        <QueryClientProvider client={queryClient}>
          <InquiriesApiProvider api={api} watch={watch}>
            <RouterProvider router={router} />
            {/* At the bottom: at the top, "Saved" covered the inquiry panel's title and close button. */}
            <Toaster position="bottom-center" />
          </InquiriesApiProvider>
        </QueryClientProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
