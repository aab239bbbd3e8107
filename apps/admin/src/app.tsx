import { ThemeProvider } from "@novaline/ui";
import type { ComponentProps } from "react";
import { RouterProvider } from "react-router";
import type { AuthClient } from "./auth/auth-client.js";
import { AuthProvider } from "./auth/auth-context.js";

export interface AppProps {
  client: AuthClient;
  router: ComponentProps<typeof RouterProvider>["router"];
}

/** The admin SPA: theme, the auth client and the routes. */
export function App({ client, router }: AppProps) {
  return (
    <ThemeProvider>
      <AuthProvider client={client}>
        <RouterProvider router={router} />
      </AuthProvider>
    </ThemeProvider>
  );
}
