import { cn, Logo, WordmarkName, wordmarkVariants } from "@novaline/ui";
import { Link } from "react-router";
import type { ShellData } from "../root";

/** The logo (with its image fallbacks) and the split wordmark, linking home. */
export function BrandLink({
  brand,
  className,
}: {
  brand: Pick<ShellData["brand"], "name" | "wordmark" | "logoFallbacks">;
  className?: string;
}) {
  return (
    <Link to="/" className={cn(wordmarkVariants(), className)} aria-label={`${brand.name} home`}>
      <Logo sources={brand.logoFallbacks} alt="" size={32} />
      <WordmarkName first={brand.wordmark.first} second={brand.wordmark.second} />
    </Link>
  );
}
