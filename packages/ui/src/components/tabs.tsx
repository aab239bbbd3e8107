"use client";

import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { VariantProps } from "class-variance-authority";
import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { useEffect, useState, type ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { tabsListVariants } from "../variants/tabs.js";

/** Props of {@link Tabs}. @public */
export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/**
 * A set of layered panels, one shown at a time (WAI-ARIA tabs pattern, built on Radix Tabs).
 * Arrow keys move between tabs and select them, Home/End jump to the first/last; the first tab
 * is a sensible `defaultValue`. Controlled with `value` + `onValueChange`. `orientation="vertical"`
 * stacks the list beside the panel and uses Up/Down.
 * @example
 * <Tabs defaultValue="health">
 *   <TabsList aria-label="Industries">
 *     <TabsTrigger value="health">Healthcare</TabsTrigger>
 *     <TabsTrigger value="beauty">Beauty & Salons</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="health">Books appointments after hours…</TabsContent>
 *   <TabsContent value="beauty">Fills last-minute cancellations…</TabsContent>
 * </Tabs>
 * @public
 */
export function Tabs({ className, orientation = "horizontal", ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      orientation={orientation}
      className={cn(
        "flex flex-col gap-6 md:data-[orientation=vertical]:flex-row md:data-[orientation=vertical]:items-start",
        className,
      )}
      {...props}
    />
  );
}

/** Which ends of a scrolling row have content beyond them. */
type MoreAt = "none" | "start" | "end" | "both";

function moreAt(el: HTMLElement): MoreAt {
  const start = el.scrollLeft > 1;
  const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
  return start && end ? "both" : start ? "start" : end ? "end" : "none";
}

/** Tracks which ends of a scrolling row have more content, for the edge fade. */
function useMoreAt(enabled: boolean): [MoreAt, (el: HTMLElement | null) => void] {
  const [more, setMore] = useState<MoreAt>("none");
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!enabled || !element) return;
    const update = () => {
      setMore(moreAt(element));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(update) : undefined;
    observer?.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [enabled, element]);
  return [more, setElement];
}

/** Props of {@link TabsList}. @public */
export interface TabsListProps
  extends ComponentProps<typeof TabsPrimitive.List>, VariantProps<typeof tabsListVariants> {}

/**
 * The row (or column) of tab pills. Give it an `aria-label` naming what the tabs choose between.
 * @example <TabsList aria-label="Industries" layout="wrap">…</TabsList>
 * @public
 */
export function TabsList({ className, layout, ref, ...props }: TabsListProps) {
  const scrolls = (layout ?? "scroll") === "scroll";
  const [more, track] = useMoreAt(scrolls);
  const mergedRef = useComposedRefs(track, ref);
  return (
    <TabsPrimitive.List
      ref={mergedRef}
      data-slot="tabs-list"
      data-layout={layout ?? "scroll"}
      data-more={scrolls ? more : undefined}
      className={cn(tabsListVariants({ layout }), className)}
      {...props}
    />
  );
}

/** Props of {@link TabsTrigger}. @public */
export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

/**
 * One tab pill; `value` ties it to its {@link TabsContent}. Selected pills carry
 * `data-state="active"`.
 * @example <TabsTrigger value="health"><HeartPulse /> Healthcare</TabsTrigger>
 * @public
 */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-10 shrink-0 cursor-pointer snap-start items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-[color,background-color,box-shadow] duration-(--duration-fast) select-none hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 data-[orientation=vertical]:justify-start data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-card [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link TabsContent}. @public */
export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

/**
 * The panel shown while its tab is selected. It is focusable (Tab from the list lands on it),
 * as the tabs pattern asks when a panel has no focusable content of its own.
 * @example <TabsContent value="health">…</TabsContent>
 * @public
 */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "min-w-0 flex-1 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}
