import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.js";

/** Props of {@link EmptyState}. @public */
export interface EmptyStateProps extends Omit<ComponentProps<"div">, "title"> {
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** What is empty, e.g. "No inquiries yet". */
  title: ReactNode;
  /**
   * The title's heading level, to fit the page outline.
   * @defaultValue "h3"
   */
  titleAs?: "h2" | "h3" | "h4";
  /** Why it is empty or what to do next. */
  description?: ReactNode;
  /** The next step, usually a Button. */
  action?: ReactNode;
}

/**
 * What to show when a list or view has nothing in it yet, with a way forward.
 * @example <EmptyState icon={<Inbox />} title="No inquiries yet" action={<Button>Share booking link</Button>} />
 * @public
 */
export function EmptyState({
  icon,
  title,
  titleAs: Heading = "h3",
  description,
  action,
  className,
  children,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-12 text-center",
        className,
      )}
      {...props}
    >
      {icon !== undefined && (
        <span
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </span>
      )}
      <Heading data-slot="empty-state-title" className="text-lg font-semibold text-foreground">
        {title}
      </Heading>
      {description !== undefined && (
        <p
          data-slot="empty-state-description"
          className="max-w-sm text-sm text-pretty text-muted-foreground"
        >
          {description}
        </p>
      )}
      {children}
      {action !== undefined && (
        <div data-slot="empty-state-action" className="mt-3 flex flex-wrap justify-center gap-3">
          {action}
        </div>
      )}
    </div>
  );
}
