import type { StaffMember } from "@novaline/inquiry";
import type { Auth, UserRecord } from "firebase-admin/auth";
import { ADMIN_CLAIM } from "./admin-claim.js";

/** A staff member's standing, for what they were handed earlier (a recording link). */
export interface StaffAccess {
  readonly member: StaffMember;
  /**
   * When the account's sessions were last ended (Firebase's `tokensValidAfterTime`, to the
   * second: `revokeRefreshTokens`, a password change); `undefined` when never. Whatever was
   * handed to the member in an earlier second is void.
   */
  readonly tokensValidAfter: Date | undefined;
}

/**
 * The staff members inquiries can be assigned to: the accounts the admin endpoints let in (the
 * `admin` claim, a verified e-mail address, not disabled). Firebase in production, a fixed list
 * in tests.
 */
export interface StaffDirectory {
  /** Every staff member, by name. */
  list(): Promise<StaffMember[]>;
  /** The staff member with this uid, or `undefined` when the account is none (any more). */
  find(uid: string): Promise<StaffMember | undefined>;
  /**
   * As `find`, with when the account's sessions were last ended: whether a link handed to this
   * member still stands. Errors other than "no such account" are thrown, never read as a refusal.
   */
  access(uid: string): Promise<StaffAccess | undefined>;
}

/** A directory of these members (tests, and the stand-in of local tools); no session ended. */
export function fixedStaffDirectory(members: readonly StaffMember[]): StaffDirectory {
  const sorted = [...members].sort((a, b) => a.name.localeCompare(b.name));
  const find = (uid: string) => sorted.find((member) => member.uid === uid);
  return {
    list: () => Promise.resolve(sorted),
    find: (uid) => Promise.resolve(find(uid)),
    access: (uid) => {
      const member = find(uid);
      return Promise.resolve(member && { member, tokensValidAfter: undefined });
    },
  };
}

const isStaff = (user: UserRecord) =>
  user.customClaims?.[ADMIN_CLAIM] === true &&
  user.emailVerified &&
  !user.disabled &&
  (user.email ?? "") !== "";

const memberOf = (user: UserRecord): StaffMember => {
  const email = user.email ?? "";
  const name = user.displayName?.trim();
  return { uid: user.uid, name: name === undefined || name === "" ? email : name, email };
};

/** How long the list read from Firebase is reused: staff change rarely, pickers open often. */
export const STAFF_LIST_TTL_MS = 60_000;

/**
 * How long one account's `access` read is reused: an `<audio>` element asks for several ranges
 * within a second (metadata, the end, each seek), and each is checked. So much later, at most,
 * does a revocation stop a recording link that was just playing.
 */
export const STAFF_ACCESS_REUSE_MS = 3_000;

/**
 * The staff in Firebase Auth: every account is read (1,000 a page) and those with the `admin`
 * claim kept, for a minute. Checking an assignee reads that one account afresh, so an account
 * whose claim was just taken away cannot be given an inquiry; `access` reads it afresh too, its
 * answer reused for {@link STAFF_ACCESS_REUSE_MS} (a failed read is not kept).
 */
export function firebaseStaffDirectory(
  auth: Auth,
  {
    ttlMs = STAFF_LIST_TTL_MS,
    accessReuseMs = STAFF_ACCESS_REUSE_MS,
    now = Date.now,
  }: { ttlMs?: number; accessReuseMs?: number; now?: () => number } = {},
): StaffDirectory {
  let cached: { at: number; members: Promise<StaffMember[]> } | undefined;
  // Only uids from links this API signed reach `access`: as many entries as staff, at most.
  const accesses = new Map<string, { at: number; access: Promise<StaffAccess | undefined> }>();
  async function read(uid: string): Promise<UserRecord | undefined> {
    try {
      return await auth.getUser(uid);
    } catch (error) {
      if ((error as { code?: unknown }).code === "auth/user-not-found") return undefined;
      throw error;
    }
  }
  async function readAccess(uid: string): Promise<StaffAccess | undefined> {
    const user = await read(uid);
    if (!user || !isStaff(user)) return undefined;
    const after = user.tokensValidAfterTime;
    return { member: memberOf(user), tokensValidAfter: after ? new Date(after) : undefined };
  }
  async function readAll(): Promise<StaffMember[]> {
    const members: StaffMember[] = [];
    let pageToken: string | undefined;
    do {
      const page = await auth.listUsers(1000, pageToken);
      members.push(...page.users.filter(isStaff).map(memberOf));
      pageToken = page.pageToken;
    } while (pageToken);
    return members.sort((a, b) => a.name.localeCompare(b.name));
  }
  return {
    list() {
      if (!cached || now() - cached.at > ttlMs) {
        const members = readAll();
        cached = { at: now(), members };
        // A failed read is not kept: the next call tries again.
        members.catch(() => {
          if (cached?.members === members) cached = undefined;
        });
      }
      return cached.members;
    },
    async find(uid) {
      const user = await read(uid);
      return user && isStaff(user) ? memberOf(user) : undefined;
    },
    access(uid) {
      const at = now();
      for (const [key, entry] of accesses) {
        if (at - entry.at >= accessReuseMs) accesses.delete(key);
      }
      let entry = accesses.get(uid);
      if (!entry) {
        const access = readAccess(uid);
        entry = { at, access };
        accesses.set(uid, entry);
        access.catch(() => {
          if (accesses.get(uid)?.access === access) accesses.delete(uid);
        });
      }
      return entry.access;
    },
  };
}
