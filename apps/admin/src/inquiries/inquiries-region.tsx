import { adminCopy } from "@novaline/content";
import { useState } from "react";
import { Button, cn, EmptyState, Skeleton } from "@novaline/ui";
import { Inbox, RefreshCw, SearchX, TriangleAlert, X } from "lucide-react";
import { CsvExportButton } from "./csv-export-button.js";
import { InboxShortcuts } from "./inbox-shortcuts.js";
import { InquiryDetailPanel } from "./inquiry-detail-panel.js";
import { InquiryFiltersBar } from "./inquiry-filters.js";
import { LinkedFilterChips } from "./linked-filter-chips.js";
import { InquiryTable } from "./inquiry-table.js";
import { hasFilters, useInquiryFilters } from "./use-inquiry-filters.js";
import { useInquiryList } from "./use-inquiry-list.js";
import { useLiveInquiries } from "./use-live-inquiries.js";
import { BulkStatusBar } from "./bulk-status-bar.js";
import { SortSelect } from "./inquiry-sort.js";

const copy = adminCopy.inquiries;
const clock = new Intl.DateTimeFormat(undefined, { timeStyle: "medium" });

/** The inquiries list: filters kept in the address, the table, paging and its states. */
export function InquiriesRegion() {
  const { filters, setFilter, clearFilters, sort, setSort, openId, setOpenId } =
    useInquiryFilters();
  const { live, arrived, showArrived } = useLiveInquiries();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // Other filters show other inquiries, another order other pages: ticks on rows no longer
  // shown would be changed unseen.
  const shownFor = JSON.stringify([filters, sort]);
  const [selectedFor, setSelectedFor] = useState(shownFor);
  if (selectedFor !== shownFor) {
    setSelectedFor(shownFor);
    setSelected(new Set());
  }
  const select = (ids: readonly string[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };
  const list = useInquiryList(filters, { sort, live });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = hasFilters(filters);

  return (
    <section
      aria-labelledby="inquiries-heading"
      // Room below the list for the floating bulk bar, so that it never hides the last row.
      className={cn("mt-8 grid gap-6", selected.size > 0 && "pb-40 sm:pb-24")}
    >
      <InquiryFiltersBar filters={filters} onChange={setFilter} />
      <LinkedFilterChips
        filters={filters}
        onRemove={(name) => {
          setFilter(name, "");
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <SortSelect sort={sort} onSort={setSort} />
          <p role="status" aria-live="polite">
            {list.isSuccess
              ? copy.shownCount
                  .replace("{count}", String(items.length))
                  .replace("{total}", String(list.data.pages.at(-1)?.total ?? items.length))
              : ""}
          </p>
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={clearFilters}>
              <X aria-hidden="true" />
              {copy.clearFilters}
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* Not "Live" over a list that failed to load: the stream may be back before it. */}
          {live && !list.isError ? (
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full bg-success" />
              {copy.liveLabel}
            </span>
          ) : list.dataUpdatedAt > 0 ? (
            <span>{copy.updatedAt.replace("{time}", clock.format(list.dataUpdatedAt))}</span>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            loading={list.isRefetching && !list.isFetchingNextPage}
            onClick={() => void list.refetch()}
          >
            <RefreshCw aria-hidden="true" />
            {copy.refresh}
          </Button>
          <CsvExportButton filters={filters} sort={sort} total={list.data?.pages.at(-1)?.total} />
          <InboxShortcuts searchId="inquiry-search" />
        </div>
      </div>

      {/* New arrivals wait here: inserting them would move the row under the pointer. */}
      <div role="status" aria-live="polite" className="empty:hidden">
        {arrived > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-primary/5 px-4 py-2.5 text-sm font-medium">
            <span>
              {arrived === 1
                ? copy.arrived.one
                : copy.arrived.other.replace("{count}", String(arrived))}
            </span>
            <Button size="sm" onClick={showArrived}>
              {copy.arrived.show}
            </Button>
          </div>
        ) : null}
      </div>

      {list.isPending ? (
        <div aria-busy="true" className="grid gap-2 rounded-xl border border-border bg-card p-4">
          {Array.from({ length: 6 }, (_, row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ) : list.isError && items.length === 0 ? (
        <EmptyState
          icon={<TriangleAlert />}
          titleAs="h2"
          title={copy.errorTitle}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{copy.retry}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={filtered ? <SearchX /> : <Inbox />}
          titleAs="h2"
          title={filtered ? copy.noMatchesTitle : copy.emptyTitle}
          description={filtered ? copy.noMatchesText : copy.emptyText}
          action={
            filtered ? (
              <Button variant="outline" onClick={clearFilters}>
                {copy.clearFilters}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {selected.size > 0 ? (
            <BulkStatusBar
              ids={[...selected]}
              onDone={() => {
                setSelected(new Set());
              }}
            />
          ) : null}
          <InquiryTable
            items={items}
            onOpen={setOpenId}
            selected={selected}
            onSelect={select}
            sort={sort}
            onSort={setSort}
          />
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? copy.loadingMore : copy.loadMore}
            </Button>
          ) : null}
        </>
      )}
      <InquiryDetailPanel
        id={openId}
        onClose={() => {
          setOpenId(undefined);
        }}
        returnFocusTo={(id) =>
          Array.from(document.querySelectorAll<HTMLElement>("[data-inquiry-id]")).find(
            (button) => button.dataset.inquiryId === id,
          )
        }
      />
    </section>
  );
}
