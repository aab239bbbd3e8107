import type { ComponentProps } from "react";

/** Props of {@link WordmarkName}. @public */
export interface WordmarkNameProps extends ComponentProps<"span"> {
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
}

/**
 * The split brand name alone ("Nova" + gradient "Line"), one inline run of text that reads as
 * "NovaLine". {@link Wordmark} wraps it with a logo and a link; use it directly where a page
 * builds its own brand link and must not load what `asChild` needs.
 * @example <Link to="/" className={wordmarkVariants()}><Logo alt="" /><WordmarkName /></Link>
 * @public
 */
export function WordmarkName({ first = "Nova", second = "Line", ...props }: WordmarkNameProps) {
  return (
    <span data-slot="wordmark-text" {...props}>
      <span data-slot="wordmark-first">{first}</span>
      <span data-slot="wordmark-second" className="bg-brand-text bg-clip-text text-transparent">
        {second}
      </span>
    </span>
  );
}
