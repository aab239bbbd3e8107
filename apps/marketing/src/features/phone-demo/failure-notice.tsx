import type { DemoCallFormCopy, TitledMessage } from "@novaline/content";
import { buttonVariants, cn } from "@novaline/ui";
import { CalendarDays, TriangleAlert } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Link } from "react-router";

/** "Book a demo": the way to a person when the phone demo is not possible or is over. */
export function BookDemoLink({
  copy,
  variant = "outline",
}: {
  copy: Pick<DemoCallFormCopy, "bookDemo">;
  variant?: "primary" | "outline";
}) {
  return (
    <Link
      to={copy.bookDemo.href}
      className={cn(buttonVariants({ variant }), "w-full justify-center sm:w-auto")}
    >
      <CalendarDays aria-hidden="true" />
      {copy.bookDemo.label}
    </Link>
  );
}

/** Why a phone demo did not happen, and what to do instead. */
export function FailureNotice({
  message,
  actions,
  ref,
}: {
  message: TitledMessage;
  actions: ReactNode;
  /** The notice, focusable by script: a form moves focus to it when it appears. */
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-slot="demo-call-failure"
      className="grid scroll-my-4 gap-3 rounded-2xl border border-warning/50 bg-warning/10 p-4 text-sm outline-none focus-visible:outline-2 focus-visible:outline-ring sm:grid-cols-[auto_1fr]"
    >
      <TriangleAlert aria-hidden="true" className="size-5 text-warning" />
      <div className="grid gap-3">
        <div className="grid gap-1">
          <p className="font-semibold text-foreground">{message.title}</p>
          <p className="text-pretty text-muted-foreground">{message.text}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
