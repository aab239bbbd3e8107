import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminRefusals } from "./admin-refusals.js";
import { firebaseAdminAuth } from "./firebase-admin-auth.js";
import { firebaseAdminCheck } from "./firebase-admin-check.js";
import {
  authEmulatorEnv,
  authTimeOf,
  pastIssueSecond,
  signIn,
  signUp,
  uniqueEmail,
} from "./testing/auth-emulator-users.js";

// Real tokens from the Auth emulator, checked by the real firebase-admin.
const { host, projectId } = authEmulatorEnv();
const auth = firebaseAdminAuth(projectId);
const check = firebaseAdminCheck({ projectId });
const bearer = (token: string) => `Bearer ${token}`;

/**
 * A new account with a verified e-mail (unless `verified: false`); with `claims`, they are set and
 * the token is one issued after them.
 */
async function account(name: string, claims?: Record<string, unknown>, { verified = true } = {}) {
  const email = uniqueEmail(name);
  const { uid, idToken } = await signUp(host, projectId, email, { verified });
  if (!claims) return { uid, email, idToken };
  await auth.setCustomUserClaims(uid, claims);
  return { uid, email, idToken: await signIn(host, projectId, email) };
}

describe("firebaseAdminCheck against the Auth emulator", () => {
  let admin: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    admin = await account("admin", { admin: true, team: "support" });
  });

  it("lets an admin through, with uid and e-mail", async () => {
    expect(await check(bearer(admin.idToken))).toEqual({
      ok: true,
      admin: { uid: admin.uid, email: admin.email },
    });
  });

  it("answers 403 to an admin whose e-mail address is not verified", async () => {
    // A claim granted to an address somebody signed up with: not yet shown to be theirs.
    const { idToken } = await account("unverified", { admin: true }, { verified: false });
    expect(await check(bearer(idToken))).toEqual({ ok: false, ...adminRefusals.emailUnverified });
  });

  it("answers 403 once the sign-in is more than 12 hours old, however fresh the token", async () => {
    const later = (ms: number) =>
      firebaseAdminCheck({ projectId, now: () => authTimeOf(admin.idToken) * 1000 + ms });
    const hour = 3_600_000;
    expect((await later(12 * hour - 1000)(bearer(admin.idToken))).ok).toBe(true);
    expect(await later(12 * hour + 1000)(bearer(admin.idToken))).toEqual({
      ok: false,
      ...adminRefusals.sessionTooOld,
    });
  });

  it("accepts the scheme in any case", async () => {
    expect((await check(`bearer ${admin.idToken}`)).ok).toBe(true);
  });

  it("answers 403 to a signed-in account without the admin claim", async () => {
    const { idToken } = await account("staff");
    expect(await check(bearer(idToken))).toEqual({ ok: false, ...adminRefusals.notAdmin });
  });

  it("answers 403 when the claim is truthy but not the boolean true", async () => {
    const { idToken } = await account("stringly", { admin: "true" });
    expect(await check(bearer(idToken))).toMatchObject({ code: "auth-not-admin" });
  });

  it("answers 401 without a header, with another scheme, and with a token that is no JWT", async () => {
    expect(await check(undefined)).toEqual({ ok: false, ...adminRefusals.tokenMissing });
    expect(await check("")).toMatchObject({ code: "auth-token-missing" });
    expect(await check(`Basic ${admin.idToken}`)).toMatchObject({
      code: "auth-header-malformed",
    });
    expect(await check("Bearer")).toMatchObject({ code: "auth-header-malformed" });
    expect(await check("Bearer not-a-jwt")).toMatchObject({
      code: "auth-token-malformed",
    });
    const [header, payload] = admin.idToken.split(".");
    // A payload cut short is no JSON.
    expect(await check(bearer(`${header ?? ""}.${(payload ?? "").slice(0, -8)}.`))).toMatchObject(
      {},
    );
  });

  it("answers 401 to an admin's token once it has expired", async () => {
    // The emulator's own token, checked as if an hour and a minute had passed (its lifetime is 1 h).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60 * 1000 });
    try {
      expect(await check(bearer(admin.idToken))).toEqual({
        ok: false,
        ...adminRefusals.tokenExpired,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 401 to a token the emulator minted for another project", async () => {
    const { idToken } = await signUp(host, `${projectId}-other`, uniqueEmail("other"));
    expect(await check(bearer(idToken))).toEqual({ ok: false, ...adminRefusals.tokenWrongProject });
  });

  it("answers 401 to an admin's token issued before their sessions were revoked", async () => {
    const revoked = await account("revoked", { admin: true });
    expect((await check(bearer(revoked.idToken))).ok).toBe(true);
    await pastIssueSecond(revoked.idToken);
    await auth.revokeRefreshTokens(revoked.uid);
    expect(await check(bearer(revoked.idToken))).toEqual({
      ok: false,
      ...adminRefusals.tokenRevoked,
    });
  });

  it("with currentClaims, refuses a token minted before the admin claim was taken away", async () => {
    // The claim removed without ending the sessions (the Firebase console, a script): the token
    // still says admin for up to an hour, the account no longer does.
    const declaimed = await account("declaimed", { admin: true, team: "support" });
    const recheck = firebaseAdminCheck({ projectId, currentClaims: true });
    expect((await recheck(bearer(declaimed.idToken))).ok).toBe(true);
    await auth.setCustomUserClaims(declaimed.uid, { team: "support" });
    expect((await check(bearer(declaimed.idToken))).ok).toBe(true);
    expect(await recheck(bearer(declaimed.idToken))).toEqual({
      ok: false,
      ...adminRefusals.notAdmin,
    });
  });

  it("answers 401 to an admin's valid token once the account is disabled, and lets it in again when enabled", async () => {
    const disabled = await account("disabled", { admin: true });
    await auth.updateUser(disabled.uid, { disabled: true });
    expect(await check(bearer(disabled.idToken))).toEqual({
      ok: false,
      ...adminRefusals.accountDisabled,
    });
    await auth.updateUser(disabled.uid, { disabled: false });
    expect((await check(bearer(disabled.idToken))).ok).toBe(true);
  });

  it("answers 401 to the token of a deleted account", async () => {
    const deleted = await account("deleted", { admin: true });
    await auth.deleteUser(deleted.uid);
    expect(await check(bearer(deleted.idToken))).toEqual({
      ok: false,
      ...adminRefusals.accountNotFound,
    });
  });

  it("will not run a real project against the emulator, which accepts unsigned tokens", () => {
    expect(() => firebaseAdminCheck({ projectId: "novaline-prod" })).toThrow(
      "unsigned tokens would be accepted",
    );
  });

  it("throws, instead of refusing, when Firebase Auth cannot be reached", async () => {
    const unreachable = firebaseAdminCheck({
      projectId,
      auth: {
        verifyIdToken: () => Promise.reject(new Error("connect ECONNREFUSED")),
      } as unknown as typeof auth,
    });
    await expect(unreachable(bearer(admin.idToken))).rejects.toThrow("ECONNREFUSED");
  });
});
