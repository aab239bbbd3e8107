import { adminCopy, fillIn } from "@novaline/content";
import { useEffect, useRef, useState } from "react";
import { Button, cn, EmptyState, Skeleton } from "@novaline/ui";
import { Inbox, RefreshCw, SearchX, TriangleAlert, X } from "lucide-react";
import { CsvExportButton } from "./csv-export-button.js";
import { InboxShortcuts } from "./inbox-shortcuts.js";
import { rowAfterClose } from "./focus-after-close.js";
import { InquiryDetailPanel } from "./inquiry-detail-panel.js";
import { InquiryFiltersBar } from "./inquiry-filters.js";
import { LinkedFilterChips } from "./linked-filter-chips.js";
import { InquiryTable } from "./inquiry-table.js";
import { hasFilters, useInquiryFilters } from "./use-inquiry-filters.js";
import { useInquiryList } from "./use-inquiry-list.js";
import { useLiveInquiries } from "./use-live-inquiries.js";
import { BulkBar } from "./bulk-bar.js";
import { SortSelect } from "./inquiry-sort.js";

const copy = adminCopy.inquiries;
const clock = new Intl.DateTimeFormat(undefined, { timeStyle: "medium" });

/** The button that opens inquiry `id` from its row, when it is listed. */
const rowButton = (id: string) =>
  Array.from(document.querySelectorAll<HTMLElement>("[data-inquiry-id]")).find(
    (button) => button.dataset.inquiryId === id,
  );

/** Whether inquiry `id` has a row on the page. */
const isListed = (id: string) => Boolean(rowButton(id));

/** Where focus goes for row `id`: its button, or with no row the list's heading. */
const focusTarget = (id: string | undefined) =>
  id === undefined ? document.getElementById("inquiries-heading") : rowButton(id);

/** The inquiries list: filters kept in the address, the table, paging and its states. */
export function InquiriesRegion() {
  const { filters, setFilter, clearFilters, sort, setSort, openId, setOpenId } =
    useInquiryFilters();
  const { live, arrived, showArrived } = useLiveInquiries(filters);
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
  // New inquiries that match the filters and are not in the list yet (a refresh brings them in).
  const shownIds = new Set(items.map((item) => item.id));
  const waiting = arrived.filter((id) => !shownIds.has(id)).length;
  const filtered = hasFilters(filters);
  // The list as last seen with the open inquiry in it: where focus goes on from if it leaves.
  const lastOrder = useRef<readonly string[]>([]);
  useEffect(() => {
    const ids = list.data?.pages.flatMap((page) => page.items.map((item) => item.id)) ?? [];
    if (openId !== undefined && ids.includes(openId)) lastOrder.current = ids;
  }, [list.data, openId]);
  // The row focus went back to as the panel closed. When the list's answer comes after the close
  // and the inquiry has left it (its status changed under a status filter), focus, which fell to
  // the page with the row, moves on as if the list had already been up to date.
  const focusedRow = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = focusedRow.current;
    if (id === undefined || isListed(id)) return;
    focusedRow.current = undefined;
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    focusTarget(rowAfterClose(id, lastOrder.current, isListed))?.focus();
  }, [list.data]);

  return (
    <section
      aria-labelledby="inquiries-heading"
      className={cn(
        "mt-6 grid gap-4 sm:mt-8 sm:gap-6",
        // The bar's own height (it measures itself), so that it never hides the last row.
        selected.size > 0 && "pb-(--bulk-bar-space)",
      )}
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
              ? fillIn(copy.shownCount, {
                  count: items.length,
                  total: list.data.pages.at(-1)?.total ?? items.length,
                })
              : ""}
          </p>
          {/* Always in its place, hidden while nothing is filtered: appearing, it moved the
              toolbar's right half to a second row. */}
          <Button
            variant="ghost"
            size="sm"
            className={cn(!filtered && "invisible")}
            aria-hidden={!filtered}
            tabIndex={filtered ? undefined : -1}
            onClick={clearFilters}
          >
            <X aria-hidden="true" />
            <span className="max-sm:sr-only">{copy.clearFilters}</span>
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* Not "Live" over a list that failed to load: the stream may be back before it. */}
          {live && !list.isError ? (
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full bg-success" />
              {/* A word on screen: the sentence kept the toolbar from one row at 1280 px. */}
              <span className="sr-only">{copy.liveLabel}</span>
              <span aria-hidden="true" title={copy.liveLabel}>
                {copy.liveShort}
              </span>
            </span>
          ) : list.dataUpdatedAt > 0 ? (
            <span>{fillIn(copy.updatedAt, { time: clock.format(list.dataUpdatedAt) })}</span>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            loading={list.isRefetching && !list.isFetchingNextPage}
            onClick={() => void list.refetch()}
          >
            <RefreshCw aria-hidden="true" />
            <span className="max-sm:sr-only">{copy.refresh}</span>
          </Button>
          <CsvExportButton filters={filters} sort={sort} total={list.data?.pages.at(-1)?.total} />
          <InboxShortcuts searchId="inquiry-search" />
        </div>
      </div>

      {/* New arrivals wait here: inserting them would move the row under the pointer. */}
      <div role="status" aria-live="polite" className="empty:hidden">
        {waiting > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-primary/5 px-4 py-2.5 text-sm font-medium">
            <span>
              {waiting === 1 ? copy.arrived.one : fillIn(copy.arrived.other, { count: waiting })}
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
            <BulkBar
              ids={[...selected]}
              onDone={(failedIds) => {
                setSelected(new Set(failedIds));
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
        returnFocusTo={(id) => {
          const row = rowAfterClose(id, lastOrder.current, isListed);
          focusedRow.current = row;
          return focusTarget(row);
        }}
      />
    </section>
  );
}
