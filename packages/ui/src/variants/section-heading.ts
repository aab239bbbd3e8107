import { cva } from "class-variance-authority";

/**
 * Class names of each SectionHeading alignment.
 * @public
 */
export const sectionHeadingVariants = cva("flex max-w-3xl flex-col gap-3", {
  variants: {
    align: {
      left: "items-start text-left",
      center: "mx-auto items-center text-center",
    },
  },
  defaultVariants: { align: "left" },
});
