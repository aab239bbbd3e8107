import type { StaffMember } from "@novaline/inquiry";
import type { Auth, UserRecord } from "firebase-admin/auth";
import { ADMIN_CLAIM } from "./admin-claim.js";

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
}

/** A directory of these members (tests, and the stand-in of local tools). */
export function fixedStaffDirectory(members: readonly StaffMember[]): StaffDirectory {
  const sorted = [...members].sort((a, b) => a.name.localeCompare(b.name));
  return {
    list: () => Promise.resolve(sorted),
    find: (uid) => Promise.resolve(sorted.find((member) => member.uid === uid)),
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
 * The staff in Firebase Auth: every account is read (1,000 a page) and those with the `admin`
 * claim kept, for a minute. Checking an assignee reads that one account afresh, so an account
 * whose claim was just taken away cannot be given an inquiry.
 */
export function firebaseStaffDirectory(
  auth: Auth,
  { ttlMs = STAFF_LIST_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): StaffDirectory {
  let cached: { at: number; members: Promise<StaffMember[]> } | undefined;
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
      try {
        const user = await auth.getUser(uid);
        return isStaff(user) ? memberOf(user) : undefined;
      } catch (error) {
        if ((error as { code?: unknown }).code === "auth/user-not-found") return undefined;
        throw error;
      }
    },
  };
}
