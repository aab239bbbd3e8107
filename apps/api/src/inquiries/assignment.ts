// Who owns an inquiry: the assignee a PATCH names is checked against the staff, and the note to
// them is decided here (the repository queues it in the update's transaction).
import type { StaffMember } from "@novaline/inquiry";
import type { AdminIdentity } from "../auth/admin-check.js";
import type { StaffDirectory } from "../auth/staff-directory.js";
import type { AssignmentFacts, MailMessage } from "../mail/messages.js";
import type { AssignmentNotice } from "./repository.js";

/**
 * The staff member a PATCH's `assigneeUid` names: `undefined` when it names none (no change),
 * `null` for nobody, `not-staff` for an account that is not a current staff member (or none).
 */
export async function assigneeOf(
  staff: StaffDirectory,
  uid: string | null | undefined,
): Promise<StaffMember | null | undefined | "not-staff"> {
  if (uid === undefined || uid === null) return uid;
  return (await staff.find(uid)) ?? "not-staff";
}

/**
 * The note an assignment yields: one e-mail to the new assignee when somebody else assigned it
 * to them (nothing for assigning oneself, unassigning, or naming the assignee it already has).
 * `queued` tells afterwards whether one was queued.
 */
export function assignmentNoticeFor(
  assignee: StaffMember | null | undefined,
  by: AdminIdentity,
  messageOf: (facts: AssignmentFacts, assigneeEmail: string) => MailMessage,
): AssignmentNotice & { queued: boolean } {
  const notice = Object.assign(
    ((updated, previousAssigneeUid) => {
      if (!assignee || assignee.uid === by.uid || assignee.uid === previousAssigneeUid) {
        return undefined;
      }
      notice.queued = true;
      return messageOf(
        {
          inquiryId: updated.id,
          kind: updated.kind,
          name: updated.name,
          receivedAt: updated.createdAt,
          followUpOn: updated.followUpOn,
          by: by.email,
        },
        assignee.email,
      );
    }) satisfies AssignmentNotice,
    { queued: false },
  );
  return notice;
}
