"use client";

import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import type { ComponentProps, FocusEvent, ReactNode } from "react";
// The headless entry shares one toast store with its `useToaster`, and brings no runtime CSS.
import {
  toast as hotToast,
  resolveValue,
  useToaster,
  type DefaultToastOptions,
  type Toast,
  type ToastOptions as HotToastOptions,
  type Renderable,
  type ToastType as HotToastType,
  type ValueOrFunction,
} from "react-hot-toast/headless";
import { cn } from "../lib/cn.js";
import { Spinner } from "./spinner.js";

/**
 * The kinds of toast: `blank` (plain text), `success`, `error`, `loading` and `custom` (your own
 * content inside the toast surface).
 * @public
 */
export type ToastType = HotToastType;

/**
 * How long each kind of toast stays on screen, in milliseconds (product spec §9): 4 s for blank,
 * error and custom, 2 s for success, and loading toasts until they are dismissed or updated.
 * @public
 */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const satisfies Record<ToastType, number>;

/**
 * The most toasts shown at once (product spec §9); a new toast beyond it drops the oldest.
 * react-hot-toast's store keeps the same limit (`TOAST_LIMIT = 20`).
 * @public
 */
export const TOAST_LIMIT = 20;

/** How long a dismissed toast stays in the DOM: the length of its exit animation (--duration-fast). */
const TOAST_EXIT_MS = 150;

const toastOptions: DefaultToastOptions = {
  removeDelay: TOAST_EXIT_MS,
  blank: { duration: TOAST_DURATIONS.blank },
  error: { duration: TOAST_DURATIONS.error },
  custom: { duration: TOAST_DURATIONS.custom },
  success: { duration: TOAST_DURATIONS.success },
  loading: { duration: TOAST_DURATIONS.loading },
};

/**
 * Per-toast options. `id` updates an existing toast in place (e.g. a loading toast becoming a
 * success); `duration` overrides {@link TOAST_DURATIONS} for this toast only.
 * @public
 */
export type ToastOptions = Pick<
  HotToastOptions,
  "id" | "icon" | "duration" | "className" | "style"
>;

/**
 * What a toast shows: text, an element, or a function of the toast (to read `visible`, `id`...).
 * @public
 */
export type ToastMessage = ValueOrFunction<Renderable, Toast>;

/**
 * The messages of {@link ToastApi.promise}: shown while the promise runs, when it resolves (may use
 * its value) and when it rejects (may use the error).
 * @public
 */
export interface ToastPromiseMessages<T> {
  loading: Renderable;
  success?: ValueOrFunction<Renderable, T>;
  error?: ValueOrFunction<Renderable, unknown>;
}

/**
 * The `toast` function and its helpers. Each returns the toast's id.
 * @public
 */
export interface ToastApi {
  /** Shows a plain toast for 4 s. */
  (message: ToastMessage, options?: ToastOptions): string;
  /** Shows a success toast (check icon) for 2 s. */
  success(message: ToastMessage, options?: ToastOptions): string;
  /** Shows an error toast (announced assertively) for 4 s. */
  error(message: ToastMessage, options?: ToastOptions): string;
  /** Shows a toast with a spinner until it is dismissed or updated through its `id`. */
  loading(message: ToastMessage, options?: ToastOptions): string;
  /** Shows your own content inside the toast surface, without an icon, for 4 s. */
  custom(message: ToastMessage, options?: ToastOptions): string;
  /** Starts the exit of one toast, or of all toasts without an id. */
  dismiss(toastId?: string): void;
  /** Removes one toast (or all) at once, without the exit animation. */
  remove(toastId?: string): void;
  /**
   * Shows a loading toast while `promise` runs, then turns it into a success or error toast.
   * Returns the promise.
   */
  promise<T>(
    promise: Promise<T> | (() => Promise<T>),
    messages: ToastPromiseMessages<T>,
    options?: ToastOptions & {
      success?: ToastOptions;
      error?: ToastOptions;
      loading?: ToastOptions;
    },
  ): Promise<T>;
}

/**
 * Shows a toast in the app's {@link Toaster}. Import it from `@novaline/ui` (not from
 * react-hot-toast) so that it reaches the same store the Toaster reads.
 * @example toast.success("Your ROI report is on its way");
 * @example const id = toast.loading("Connecting to Nova…"); toast.error("The call could not start", { id });
 * @example toast.promise(saveInquiry(), { loading: "Sending…", success: "Thanks! We'll call you back", error: "Sending failed" });
 * @public
 */
export const toast: ToastApi = hotToast;

/** Props of {@link Toaster}. @public */
export interface ToasterProps extends Omit<ComponentProps<"section">, "children"> {
  /**
   * Accessible name of the notifications region.
   * @defaultValue "Notifications"
   */
  label?: string;
}

/**
 * The toast area: render it once per app (e.g. in the root layout). Toasts stack at the top
 * centre, newest first, at most {@link TOAST_LIMIT}; they pause while hovered or focused. Each is
 * announced by screen readers: politely (`role="status"`), errors assertively (`role="alert"`).
 * @example <Toaster />
 * @public
 */
export function Toaster({
  className,
  label = "Notifications",
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}: ToasterProps) {
  const { toasts, handlers } = useToaster(toastOptions);
  const shown = toasts.slice(0, TOAST_LIMIT);
  const visible = shown.filter((t) => t.visible);
  return (
    // Hover and focus only pause the timers; nothing is activated, so no keyboard handler is needed.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      data-slot="toaster"
      aria-label={label}
      className={cn(
        "pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4",
        className,
      )}
      // Pausing while the pointer or focus is on a toast gives people time to read or act on it.
      onMouseEnter={(event) => {
        handlers.startPause();
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        handlers.endPause();
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        handlers.startPause();
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) handlers.endPause();
        onBlur?.(event);
      }}
      {...props}
    >
      {/* Screen readers announce changes inside live regions that already exist, not regions
          created with their text: these two are always present and repeat the visible toasts. */}
      <div role="status" aria-live="polite" aria-atomic="false" className="sr-only">
        {visible
          .filter((t) => t.type !== "error")
          .map((t) => (
            <p key={t.id}>{resolveValue(t.message, t)}</p>
          ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" className="sr-only">
        {visible
          .filter((t) => t.type === "error")
          .map((t) => (
            <p key={t.id}>{resolveValue(t.message, t)}</p>
          ))}
      </div>
      {shown.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </section>
  );
}

function ToastItem({ toast: t }: { toast: Toast }) {
  return (
    <div
      data-slot="toast"
      data-type={t.type}
      data-state={t.visible ? "open" : "closed"}
      // A toast on its way out is no longer content.
      aria-hidden={t.visible ? undefined : true}
      className={cn(
        "pointer-events-auto flex w-fit max-w-[min(28rem,calc(100vw-2rem))] items-center gap-3 rounded-xl border border-border bg-popover px-4 py-3 text-sm font-medium text-popover-foreground shadow-card data-[state=closed]:pointer-events-none motion-safe:data-[state=closed]:animate-toast-hide motion-safe:data-[state=open]:animate-toast-show motion-reduce:data-[state=closed]:invisible [&_svg]:size-5 [&_svg]:shrink-0",
        t.className,
      )}
      style={t.style}
    >
      <ToastIcon toast={t} />
      <div className="min-w-0 whitespace-pre-line">{resolveValue(t.message, t)}</div>
    </div>
  );
}

function ToastIcon({ toast: t }: { toast: Toast }): ReactNode {
  if (t.icon !== undefined) {
    return t.icon === null ? null : (
      <span aria-hidden="true" className="inline-flex">
        {t.icon}
      </span>
    );
  }
  switch (t.type) {
    case "success":
      return <CircleCheckIcon aria-hidden="true" className="text-success" />;
    case "error":
      return <CircleXIcon aria-hidden="true" className="text-danger" />;
    case "loading":
      return <Spinner size="sm" label={null} className="text-primary" />;
    case "blank":
    case "custom":
      return null;
  }
}
