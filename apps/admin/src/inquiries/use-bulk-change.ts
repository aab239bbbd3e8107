import { adminCopy, fillIn } from "@novaline/content";
import {
  InquiryApiError,
  type InquiryPage,
  type InquiryRecord,
  type InquiryStatus,
} from "@novaline/inquiry";
import { toast } from "@novaline/ui";
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { InquiryClient } from "@novaline/inquiry";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { changedSince } from "./use-update-inquiry.js";

type ListData = InfiniteData<InquiryPage, string>;
const copy = adminCopy.inquiries.bulk;

/** How long a bulk change can be undone from its toast. */
export const BULK_UNDO_MS = 10_000;

/** One inquiry a bulk change could not change, and why, in words. */
export interface BulkFailure {
  readonly id: string;
  readonly name: string;
  readonly reason: string;
}

/** One change for several inquiries: a status, or an owner (a staff member's uid; null: nobody). */
export type BulkChange =
  { readonly status: InquiryStatus } | { readonly assigneeUid: string | null };

/**
 * What a bulk change did: the change, the inquiries changed (each as it was before) and those it
 * could not change.
 */
export interface BulkOutcome {
  readonly change: BulkChange;
  readonly changed: readonly { record: InquiryRecord; before: InquiryRecord }[];
  readonly failed: readonly BulkFailure[];
}

/** Whether `a` and `b` agree on what `change` sets (their status, or their owner). */
const sameTarget = (change: BulkChange, a: InquiryRecord, b: InquiryRecord) =>
  "status" in change ? a.status === b.status : a.assigneeUid === b.assigneeUid;

/** The change that puts back what `change` replaced on `before`. */
const undoOf = (change: BulkChange, before: InquiryRecord): BulkChange =>
  "status" in change ? { status: before.status } : { assigneeUid: before.assigneeUid };

const reasonOf = (error: unknown) => {
  if (!(error instanceof InquiryApiError)) return copy.reasons.other;
  if (error.code === "inquiry-changed") return copy.reasons.changed;
  if (error.status === 404) return copy.reasons.gone;
  if (error.code === "network") return copy.reasons.network;
  return copy.reasons.other;
};

/** "Li Wei (it was deleted), Ravi Patel (no connection)". */
export const failureNames = (failed: readonly BulkFailure[]) =>
  failed
    .map((failure) => fillIn(copy.failedRow, { name: failure.name, reason: failure.reason }))
    .join(", ");

const withRecords = (changed: ReadonlyMap<string, InquiryRecord>) => (data: ListData | undefined) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => changed.get(item.id) ?? item),
    })),
  };

/** The inquiries of `ids` as the list on screen shows them. */
function onScreen(queryClient: QueryClient, ids: readonly string[]) {
  const shown = new Map<string, InquiryRecord>();
  for (const [, data] of queryClient.getQueriesData<ListData>({
    queryKey: ["inquiries", "list"],
  })) {
    for (const item of data?.pages.flatMap((page) => page.items) ?? []) {
      if (ids.includes(item.id)) shown.set(item.id, item);
    }
  }
  return shown;
}

/**
 * Makes a change (a status, an owner) on each inquiry, from the version on screen (one request
 * each: each keeps who changed it and when), and shows the answers in the list. What it changed,
 * with each inquiry as it was before, and which it could not, named, with why.
 */
async function applyChanges(
  api: InquiryClient,
  queryClient: QueryClient,
  change: BulkChange,
  targets: readonly { id: string; change: BulkChange; version?: InquiryRecord }[],
): Promise<BulkOutcome> {
  const shown = onScreen(
    queryClient,
    targets.map((target) => target.id),
  );
  // Each from the version on screen, like a change in the panel: a row whose status (or owner)
  // somebody else changed since is not overwritten (it fails, named, and the list shows theirs);
  // one changed otherwise (a note, its follow-up day) is saved again from its version now.
  const save = async (target: (typeof targets)[number]) => {
    const seen = target.version ?? shown.get(target.id);
    if (!seen) return api.update(target.id, target.change);
    try {
      return await api.update(target.id, { ...target.change, version: seen.version });
    } catch (error) {
      const current = changedSince(error);
      if (!current || !sameTarget(target.change, current, seen)) throw error;
      return api.update(target.id, { ...target.change, version: current.version });
    }
  };
  const results = await Promise.allSettled(targets.map(save));
  const changed: { record: InquiryRecord; before: InquiryRecord }[] = [];
  const failed: BulkFailure[] = [];
  results.forEach((result, index) => {
    const target = targets[index];
    if (!target) return;
    const before = shown.get(target.id);
    if (result.status === "fulfilled") {
      changed.push({ record: result.value, before: before ?? result.value });
    } else {
      failed.push({
        id: target.id,
        name: before?.name ?? target.id,
        reason: reasonOf(result.reason),
      });
    }
  });
  queryClient.setQueriesData<ListData>(
    { queryKey: ["inquiries", "list"] },
    withRecords(new Map(changed.map(({ record }) => [record.id, record]))),
  );
  return { change, changed, failed };
}

/**
 * Makes one change (a status, an owner) on several inquiries. A toast says how many changed (the
 * words `done` given with the change) and offers to undo it for {@link BULK_UNDO_MS} (each goes
 * back to what it had before, unless somebody changed it since); the ones that could not be
 * changed come back named, with why, for the bar to keep selected.
 */
export function useBulkChange() {
  const api = useInquiriesApi();
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: ["inquiries"] });
  const undo = async (outcome: BulkOutcome) => {
    const back = await applyChanges(
      api,
      queryClient,
      outcome.change,
      outcome.changed.map(({ record, before }) => ({
        id: record.id,
        change: undoOf(outcome.change, before),
        version: record,
      })),
    );
    if (back.changed.length > 0) {
      const undone = "status" in outcome.change ? copy.undone : copy.undoneOwner;
      toast.success(fillIn(undone, { count: back.changed.length }));
    }
    if (back.failed.length > 0) {
      toast.error(
        `${fillIn(copy.undoFailed, { count: back.failed.length })}: ${failureNames(back.failed)}`,
      );
    }
    await settle();
  };
  return useMutation({
    mutationFn: ({
      ids,
      change,
    }: {
      ids: readonly string[];
      change: BulkChange;
      /** What the toast says once `{count}` are changed. */
      done: string;
    }) =>
      applyChanges(
        api,
        queryClient,
        change,
        ids.map((id) => ({ id, change })),
      ),
    onSuccess: (outcome, { done }) => {
      if (outcome.changed.length === 0) return;
      toast.success(fillIn(done, { count: outcome.changed.length }), {
        duration: BULK_UNDO_MS,
        action: {
          label: copy.undo,
          onClick: () => {
            void undo(outcome);
          },
        },
      });
    },
    onSettled: settle,
  });
}
