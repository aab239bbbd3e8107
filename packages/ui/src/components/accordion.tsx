"use client";

import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ComponentProps, Ref } from "react";
import { cn } from "../lib/cn.js";

/**
 * Props of {@link Accordion}. Single mode (the default) keeps at most one item open and lets the
 * open item close again; `type="multiple"` lets several stay open.
 * @public
 */
export type AccordionProps =
  | (Omit<AccordionPrimitive.AccordionSingleProps, "type" | "collapsible"> & {
      /** @defaultValue "single" */
      type?: "single";
      /**
       * Clicking the open item closes it, leaving none open.
       * @defaultValue true
       */
      collapsible?: boolean;
      ref?: Ref<HTMLDivElement>;
    })
  | (AccordionPrimitive.AccordionMultipleProps & { ref?: Ref<HTMLDivElement> });

/**
 * Vertically stacked disclosure sections (WAI-ARIA accordion pattern, built on Radix Accordion).
 * By default one item is open at a time and clicking the open one closes it — the FAQ rule.
 * Enter/Space toggle; Up/Down/Home/End move between headers. Controlled with `value` +
 * `onValueChange` (`""` means none open).
 * @example
 * <Accordion>
 *   <AccordionItem value="hipaa">
 *     <AccordionTrigger>Is the AI Caller HIPAA compliant?</AccordionTrigger>
 *     <AccordionContent>Yes. Calls are encrypted…</AccordionContent>
 *   </AccordionItem>
 * </Accordion>
 * @public
 */
export function Accordion(props: AccordionProps) {
  if (props.type === "multiple") {
    const { className, ...rest } = props;
    return (
      <AccordionPrimitive.Root
        data-slot="accordion"
        className={cn("w-full", className)}
        {...rest}
      />
    );
  }
  const { className, collapsible = true, ...rest } = props;
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      collapsible={collapsible}
      className={cn("w-full", className)}
      {...rest}
      type="single"
    />
  );
}

/** Props of {@link AccordionItem}. @public */
export type AccordionItemProps = ComponentProps<typeof AccordionPrimitive.Item>;

/**
 * One section: a header with its trigger and the content it reveals. `data-state` is `open` or
 * `closed`.
 * @example <AccordionItem value="crm">…</AccordionItem>
 * @public
 */
export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn("border-b border-border last:border-b-0", className)}
      {...props}
    />
  );
}

/** Props of {@link AccordionTrigger}. @public */
export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /**
   * The level of the heading that wraps the button; pick the one that fits the page outline.
   * @defaultValue 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The button (inside a heading) that opens and closes its item; its chevron turns when open.
 * @example <AccordionTrigger headingLevel={4}>Does it integrate with my CRM?</AccordionTrigger>
 * @public
 */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading data-slot="accordion-header" className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            "group flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-foreground transition-colors duration-(--duration-fast) hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            data-slot="accordion-chevron"
            className="size-5 shrink-0 text-muted-foreground group-data-[state=open]:rotate-180 motion-safe:transition-transform motion-safe:duration-(--duration-normal)"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/** Props of {@link AccordionContent}. @public */
export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content>;

/**
 * The revealed answer. It slides open and shut (height animation) unless the visitor prefers
 * reduced motion.
 * @example <AccordionContent>Most clients go live within 24 hours.</AccordionContent>
 * @public
 */
export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-muted-foreground motion-safe:data-[state=closed]:animate-accordion-up motion-safe:data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn("pb-4 leading-relaxed", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
