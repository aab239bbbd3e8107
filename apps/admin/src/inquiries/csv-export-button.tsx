import { adminCopy, fillIn } from "@novaline/content";
import type { InquirySort } from "@novaline/inquiry";
import { Button, toast } from "@novaline/ui";
import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { useState } from "react";
import { useSignedInUid } from "../auth/auth-context.js";
import { listQuery, localDay, type InquiryFilters } from "./use-inquiry-filters.js";

const copy = adminCopy.inquiries;

/** Saves `blob` as `filename` through a temporary link. */
function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

/**
 * Downloads every inquiry matching the filters, in the list's order, as a CSV file (the API's
 * export), saying how many
 * rows have arrived of `total` while it streams. The file is named by the staff member's own
 * day, as the day filters are.
 */
export function CsvExportButton({
  filters,
  sort,
  total,
}: {
  filters: InquiryFilters;
  sort: InquirySort;
  /** How many inquiries match, when known: the progress reads "120 of 310". */
  total?: number | undefined;
}) {
  const api = useInquiriesApi();
  const me = useSignedInUid();
  const [rows, setRows] = useState(0);
  const exportCsv = useMutation({
    mutationFn: () => {
      setRows(0);
      return api.exportCsv({ ...listQuery(filters, { me }), sort }, { onProgress: setRows });
    },
    onSuccess: (blob) => {
      download(blob, `novaline-inquiries-${localDay(new Date())}.csv`);
    },
    onError: () => {
      toast.error(copy.exportFailed);
    },
  });
  const progress =
    total === undefined
      ? copy.exportingCsv
      : fillIn(copy.exportingCsvProgress, { count: Math.min(rows, total), total });
  return (
    <Button
      variant="outline"
      size="sm"
      loading={exportCsv.isPending}
      onClick={() => {
        exportCsv.mutate();
      }}
    >
      <Download aria-hidden="true" />
      {/* On a phone the icon alone, so the toolbar keeps to one row above the list. */}
      {exportCsv.isPending ? progress : <span className="max-sm:sr-only">{copy.exportCsv}</span>}
    </Button>
  );
}
