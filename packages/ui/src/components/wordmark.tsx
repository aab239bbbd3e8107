"use client";

import { Slot, Slottable } from "@radix-ui/react-slot";
import type { VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.js";
import { wordmarkVariants } from "../variants/wordmark.js";
import { WordmarkName } from "./wordmark-name.js";

/** Props of {@link Wordmark}. @public */
export interface WordmarkProps
  extends ComponentProps<"span">, VariantProps<typeof wordmarkVariants> {
  /**
   * The first part of the brand name, in the text colour.
   * @defaultValue "Nova"
   */
  first?: string;
  /**
   * The second part, in the brand gradient.
   * @defaultValue "Line"
   */
  second?: string;
  /** A logo before the name, e.g. `<Logo alt="" />` (decorative: the text names the brand). */
  logo?: ReactNode;
  /** Renders the wordmark as a link to this URL. */
  href?: string;
  /**
   * Renders the single child element (e.g. a router `Link`) as the wordmark, with the name inside.
   * @defaultValue false
   */
  asChild?: boolean;
}

/**
 * The split brand name ("Nova" + gradient "Line"), optionally with a logo and as a link. Its
 * accessible name is the whole brand, "NovaLine".
 * @example <Wordmark href="/" logo={<Logo alt="" />} />
 * @example <Wordmark asChild><Link to="/" /></Wordmark>
 * @public
 */
export function Wordmark({
  first = "Nova",
  second = "Line",
  logo,
  href,
  asChild = false,
  size,
  className,
  children,
  ...props
}: WordmarkProps) {
  const isLink = asChild || href !== undefined;
  const rootProps = {
    "data-slot": "wordmark",
    className: cn(
      wordmarkVariants({ size }),
      isLink && "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
      className,
    ),
    ...props,
  };
  const content = (
    <>
      {logo}
      <WordmarkName first={first} second={second} />
    </>
  );

  if (asChild) {
    return (
      <Slot {...rootProps}>
        <Slottable>{children}</Slottable>
        {content}
      </Slot>
    );
  }
  if (href !== undefined) {
    return (
      <a href={href} {...(rootProps as ComponentProps<"a">)}>
        {content}
      </a>
    );
  }
  return <span {...rootProps}>{content}</span>;
}
