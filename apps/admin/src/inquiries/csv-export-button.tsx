import { adminCopy } from "@novaline/content";
import { Button, toast } from "@novaline/ui";
import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { listQuery, type InquiryFilters } from "./use-inquiry-filters.js";

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

/** Downloads every inquiry matching the filters as a CSV file (the API's export). */
export function CsvExportButton({ filters }: { filters: InquiryFilters }) {
  const api = useInquiriesApi();
  const exportCsv = useMutation({
    mutationFn: () => api.exportCsv(listQuery(filters)),
    onSuccess: (blob) => {
      download(blob, `novaline-inquiries-${new Date().toISOString().slice(0, 10)}.csv`);
    },
    onError: () => {
      toast.error(copy.exportFailed);
    },
  });
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
      {exportCsv.isPending ? copy.exportingCsv : copy.exportCsv}
    </Button>
  );
}
