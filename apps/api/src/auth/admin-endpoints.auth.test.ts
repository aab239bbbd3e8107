import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { openTestDatabase } from "../test/databases.js";
import { testApp, valid, type TestApp } from "../test/harness.js";
import { firebaseAdminAuth } from "./firebase-admin-auth.js";
import { firebaseAdminCheck } from "./firebase-admin-check.js";
import {
  authEmulatorEnv,
  pastIssueSecond,
  signIn,
  signUp,
  uniqueEmail,
} from "./testing/auth-emulator-users.js";

// The admin endpoints as deployed: the real app, the real firebase-admin check and real tokens
// from the Auth emulator (the contract suite covers the endpoints themselves with a stand-in).
const { host, projectId } = authEmulatorEnv();
const auth = firebaseAdminAuth(projectId);

let database: DatabaseHandle;
let api: TestApp;
let inquiryId: string;
beforeAll(async () => {
  database = await openTestDatabase("pglite");
  api = testApp(database, {}, { adminCheck: firebaseAdminCheck({ projectId }) });
  const created = await api.submit(valid.contact);
  inquiryId = ((await created.json()) as { id: string }).id;
}, 60_000);
afterAll(() => database.close());

async function account(name: string, admin: boolean) {
  const email = uniqueEmail(name);
  const { uid, idToken } = await signUp(host, projectId, email, { verified: true });
  if (!admin) return { uid, email, idToken };
  await auth.setCustomUserClaims(uid, { admin: true });
  return { uid, email, idToken: await signIn(host, projectId, email) };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("admin endpoints with Firebase ID tokens", () => {
  it("an admin lists, reads, updates (recorded as them) and exports", async () => {
    const { email, idToken } = await account("lead-admin", true);
    const list = await api.get("/v1/inquiries", bearer(idToken));
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: { id: string }[] };
    expect(items.map((item) => item.id)).toContain(inquiryId);

    const patched = await api.patch(
      `/v1/inquiries/${inquiryId}`,
      { status: "in_progress" },
      bearer(idToken),
    );
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ status: "in_progress", updatedBy: email });

    const csv = await api.get("/v1/inquiries.csv", bearer(idToken));
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(inquiryId);
  });

  it("a signed-in account without the claim gets 403 and reads nothing", async () => {
    const { idToken } = await account("no-claim", false);
    for (const path of ["/v1/inquiries", `/v1/inquiries/${inquiryId}`, "/v1/inquiries.csv"]) {
      const response = await api.get(path, bearer(idToken));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "auth-not-admin" } });
    }
  });

  it("no token, a malformed one, or a revoked admin's gets 401", async () => {
    expect((await api.get("/v1/inquiries", {})).status).toBe(401);
    expect((await api.get("/v1/inquiries", bearer("not-a-jwt"))).status).toBe(401);

    const { uid, idToken } = await account("revoked-admin", true);
    expect((await api.get("/v1/inquiries", bearer(idToken))).status).toBe(200);
    await pastIssueSecond(idToken);
    await auth.revokeRefreshTokens(uid);
    // At once: no cache outlives the revocation.
    const refused = await api.get("/v1/inquiries", bearer(idToken));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: "auth-token-revoked" } });
  });
});
