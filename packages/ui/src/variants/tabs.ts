import { cva } from "class-variance-authority";

/**
 * Class names of the tab list per layout: `scroll` keeps one row that scrolls sideways below
 * 768 px (nine industries fit on a phone), fading out at the edge where more pills wait, and
 * wraps onto more rows from 768 px so no pill is ever cut; `wrap` always flows onto more rows.
 * @public
 */
export const tabsListVariants = cva(
  "flex max-w-full gap-2 rounded-2xl border border-border bg-muted p-1.5 data-[orientation=vertical]:flex-col",
  {
    variants: {
      layout: {
        scroll: [
          "snap-x scroll-px-1.5 [scrollbar-width:none] overflow-x-auto data-[orientation=horizontal]:w-fit md:flex-wrap md:overflow-visible",
          // The fade: which edges have more pills beyond them (set by TabsList while it scrolls).
          "data-[more=end]:[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)]",
          "data-[more=start]:[mask-image:linear-gradient(to_left,black_calc(100%-3rem),transparent)]",
          "data-[more=both]:[mask-image:linear-gradient(to_right,transparent,black_3rem,black_calc(100%-3rem),transparent)]",
        ],
        wrap: "flex-wrap",
      },
    },
    defaultVariants: { layout: "scroll" },
  },
);
