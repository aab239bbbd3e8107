import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A text link with a trailing arrow: "Learn about AI Caller →". */
export function ArrowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 justify-self-start rounded font-semibold text-primary hover:underline"
    >
      {children} <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
