import { randomUUID } from "node:crypto";

/**
 * The Auth emulator the tests run against, from the environment `pnpm test` sets up
 * (`node ../../tooling/auth-emulator.ts exec`): fails loudly when it is missing.
 */
export function authEmulatorEnv(): { host: string; projectId: string } {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.FIREBASE_PROJECT_ID;
  if (!host || !projectId) {
    throw new Error(
      "These tests need the Auth emulator: run them with `pnpm --filter @novaline/api test`, " +
        "which starts one and sets FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_PROJECT_ID.",
    );
  }
  return { host, projectId };
}

/** An e-mail address no other test uses. */
export function uniqueEmail(name: string): string {
  return `${name}-${randomUUID().slice(0, 8)}@test.novaline.local`;
}

export const TEST_PASSWORD = "test-password-123";

interface TokenResponse {
  localId: string;
  idToken: string;
}

async function identityToolkit<T>(
  host: string,
  path: string,
  body: object,
  { asAdmin = false } = {},
): Promise<T> {
  // The emulator accepts any API key and takes "Bearer owner" as an administrator's credentials.
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=test`,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(asAdmin ? { authorization: "Bearer owner" } : {}),
      },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? ""}`);
  return json;
}

/**
 * Signs in with e-mail and password, as the web SDK does: a fresh ID token. The project is named
 * (an administrator's request may), so the tests work on an emulator whose default is another.
 */
export async function signIn(host: string, projectId: string, email: string): Promise<string> {
  const { idToken } = await identityToolkit<TokenResponse>(
    host,
    "accounts:signInWithPassword",
    { email, password: TEST_PASSWORD, returnSecureToken: true, targetProjectId: projectId },
    { asAdmin: true },
  );
  return idToken;
}

/**
 * Creates a password account in `projectId` and signs in: its uid and first ID token. The e-mail
 * is unverified, as after a self sign-up, unless `verified`.
 */
export async function signUp(
  host: string,
  projectId: string,
  email: string,
  { verified = false } = {},
): Promise<{ uid: string; idToken: string }> {
  const { localId } = await identityToolkit<TokenResponse>(
    host,
    `projects/${projectId}/accounts`,
    { email, password: TEST_PASSWORD, emailVerified: verified },
    { asAdmin: true },
  );
  return { uid: localId, idToken: await signIn(host, projectId, email) };
}

/** The `auth_time` of an ID token, in seconds. */
export function authTimeOf(idToken: string): number {
  const payload = JSON.parse(
    Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8"),
  ) as { auth_time: number };
  return payload.auth_time;
}

/**
 * Resolves once the clock is past the second a token was issued in. Firebase records revocation
 * in whole seconds and keeps tokens issued in the same second as the revocation valid, so a test
 * that revokes must let that second pass (at most one second, usually less).
 */
export async function pastIssueSecond(idToken: string): Promise<void> {
  // A quarter second more: a revocation stamped in the token's own second would not count it
  // (the check failed once on a loaded machine).
  const wait = (authTimeOf(idToken) + 1) * 1000 + 250 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
