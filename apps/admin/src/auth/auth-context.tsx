import { createContext, use, useSyncExternalStore, type ReactNode } from "react";
import type { AuthClient, Session } from "./auth-client.js";

const AuthClientContext = createContext<AuthClient | null>(null);

/** Gives the pages the {@link AuthClient} (Firebase in the app, a fake in tests). */
export function AuthProvider({ client, children }: { client: AuthClient; children: ReactNode }) {
  return <AuthClientContext value={client}>{children}</AuthClientContext>;
}

export function useAuthClient(): AuthClient {
  const client = use(AuthClientContext);
  if (!client) throw new Error("useAuthClient needs an <AuthProvider>.");
  return client;
}

/** The current {@link Session}; re-renders when it changes. */
export function useSession(): Session {
  const client = useAuthClient();
  return useSyncExternalStore(client.subscribe, client.getSession);
}

const noSubscription = () => () => undefined;
const noSession = (): Session => ({ status: "signedOut" });

/**
 * The signed-in staff member's uid ("Mine", "Assign to me"), or `undefined` when nobody is
 * signed in or there is no {@link AuthProvider} (a component rendered alone).
 */
export function useSignedInUid(): string | undefined {
  const client = use(AuthClientContext);
  const session = useSyncExternalStore(
    client?.subscribe ?? noSubscription,
    client?.getSession ?? noSession,
  );
  return session.status === "signedIn" ? session.uid : undefined;
}
