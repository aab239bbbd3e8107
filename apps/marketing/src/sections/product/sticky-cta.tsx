import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/**
 * The fixed link to /booking at the bottom of a product page. The floating widgets move up
 * while it is there (see `data-sticky-cta` in app.css).
 */
export function StickyCta({ label, href }: { label: string; href: string }) {
  return (
    <div
      data-sticky-cta
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <Link
        to={href}
        className="pointer-events-auto inline-flex h-12 w-full max-w-md items-center justify-center gap-2 rounded-full bg-brand px-6 font-semibold text-brand-foreground shadow-glow transition-[filter] hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {label} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
