"use client";

import { Slot } from "@radix-ui/react-slot";
import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { cardVariants } from "../variants/card.js";

/** Props of {@link Card}. @public */
export interface CardProps extends ComponentProps<"div">, VariantProps<typeof cardVariants> {
  /**
   * Renders the single child element (e.g. an `<article>` or `<li>`) with the card's styles
   * instead of a `<div>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/**
 * A surface grouping related content. Compose with CardHeader, CardTitle, CardDescription,
 * CardContent and CardFooter. Variants: default, glow, gradient-border; `interactive` lifts a
 * link or button card on hover.
 * @example
 * <Card variant="glow">
 *   <CardHeader><CardTitle>AI Voice Agent</CardTitle><CardDescription>24/7 call handling</CardDescription></CardHeader>
 *   <CardContent>Answers every call in 0.3 s.</CardContent>
 * </Card>
 * @public
 */
export function Card({ className, variant, interactive, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot : "div";
  return (
    <Component
      data-slot="card"
      data-variant={variant ?? "default"}
      className={cn(cardVariants({ variant, interactive }), className)}
      {...props}
    />
  );
}

/**
 * The top of a card: title, description and optionally an action.
 * @public
 */
export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("grid gap-1.5 px-6", className)} {...props} />;
}

/** Props of {@link CardTitle}. @public */
export interface CardTitleProps extends ComponentProps<"h3"> {
  /**
   * The heading level, to fit the page outline.
   * @defaultValue "h3"
   */
  as?: "h2" | "h3" | "h4";
}

/**
 * The card's heading.
 * @example <CardTitle as="h2">Advanced Chatbot</CardTitle>
 * @public
 */
export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return (
    <Heading
      data-slot="card-title"
      className={cn(
        "text-lg leading-snug font-semibold tracking-tight text-card-foreground",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Supporting text under the card title.
 * @public
 */
export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/**
 * The card's main content.
 * @public
 */
export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />;
}

/**
 * The bottom of a card, usually actions.
 * @public
 */
export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex items-center gap-3 px-6", className)}
      {...props}
    />
  );
}
