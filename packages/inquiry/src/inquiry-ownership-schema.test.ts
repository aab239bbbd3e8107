import { describe, expect, it } from "vitest";
import { inquiryListQuerySchema, inquiryUpdateSchema } from "./inquiry-admin-schema.js";
import { inquiryMessages as m } from "./inquiry-messages.js";

describe("an update's assignee and follow-up day", () => {
  it("takes a staff member's uid or null, and a real day or null, alone or with the rest", () => {
    expect(inquiryUpdateSchema.parse({ assigneeUid: "uid-1" })).toEqual({ assigneeUid: "uid-1" });
    expect(inquiryUpdateSchema.parse({ assigneeUid: null, followUpOn: null })).toEqual({
      assigneeUid: null,
      followUpOn: null,
    });
    expect(inquiryUpdateSchema.parse({ followUpOn: "2028-02-29", status: "won" })).toEqual({
      followUpOn: "2028-02-29",
      status: "won",
    });
  });

  it("refuses an empty or padded uid, a date that does not exist, and an empty update", () => {
    for (const assigneeUid of ["", " uid", 7, "x".repeat(129), "a\u0000b"]) {
      const result = inquiryUpdateSchema.safeParse({ assigneeUid });
      expect(result.error?.issues[0]?.message).toBe(m.assigneeUid.invalid);
    }
    for (const followUpOn of ["2027-02-29", "2026-13-01", "2026-1-1", "2026-01-01T00:00:00Z"]) {
      const result = inquiryUpdateSchema.safeParse({ followUpOn });
      expect(result.error?.issues[0]?.message).toBe(m.followUpOn.invalid);
    }
    expect(inquiryUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(m.update.empty);
  });
});

describe("the list's owner and overdue filters", () => {
  it("takes a uid or none, and a day", () => {
    expect(
      inquiryListQuerySchema.parse({ assignee: "none", followUpBefore: "2030-06-10" }),
    ).toMatchObject({ assignee: "none", followUpBefore: "2030-06-10" });
    expect(inquiryListQuerySchema.safeParse({ assignee: "" }).success).toBe(false);
    expect(
      inquiryListQuerySchema.safeParse({ followUpBefore: "2030-06-31" }).error?.issues[0]?.message,
    ).toBe(m.query.followUpBefore);
  });
});
