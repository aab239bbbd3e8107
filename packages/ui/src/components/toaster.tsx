"use client";

import { CircleCheckIcon, CircleXIcon, XIcon } from "lucide-react";
import {
  useEffect,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { Toaster as SonnerToaster, toast as sonnerToast, type ExternalToast } from "sonner";
import { cn } from "../lib/cn.js";
import { buttonVariants } from "../variants/button.js";
import { Spinner } from "./spinner.js";

/**
 * The kinds of toast: `blank` (plain text), `success`, `error`, `loading` and `custom` (your own
 * content inside the toast surface).
 * @public
 */
export type ToastType = "blank" | "success" | "error" | "loading" | "custom";

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
 * The most toasts shown at once (product spec §9). Older toasts beyond it wait, hidden, until
 * newer ones leave.
 * @public
 */
export const TOAST_LIMIT = 20;

/** The keys that move focus to the toasts (Sonner's default hotkey). */
const HOTKEY_LABEL = "Alt+T";

/**
 * A button in a toast. Clicking it runs `onClick` and closes the toast, unless `onClick` calls
 * `event.preventDefault()`.
 * @public
 */
export interface ToastAction {
  label: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * Per-toast options. `id` updates an existing toast in place (e.g. a loading toast becoming a
 * success): the update replaces all of its content and options. `duration` overrides
 * {@link TOAST_DURATIONS} for this toast only (`Infinity` keeps it until dismissed).
 * @public
 */
export interface ToastOptions {
  id?: string;
  /** A second, quieter line under the message. */
  description?: ReactNode;
  duration?: number;
  /** Replaces the icon of the kind; `null` shows none. */
  icon?: ReactNode;
  /** The main button of the toast, e.g. `{ label: "Undo", onClick: undo }`. */
  action?: ToastAction;
  /** A secondary button, before the action, e.g. `{ label: "Not now", onClick() {} }`. */
  cancel?: ToastAction;
  className?: string;
  style?: CSSProperties;
}

/**
 * What a toast shows: text or an element.
 * @public
 */
export type ToastMessage = ReactNode;

/**
 * The messages of {@link ToastApi.promise}: shown while the promise runs, when it resolves (may use
 * its value) and when it rejects (may use the error).
 * @public
 */
export interface ToastPromiseMessages<T> {
  loading: ReactNode;
  success?: ReactNode | ((value: T) => ReactNode);
  error?: ReactNode | ((error: unknown) => ReactNode);
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
  /**
   * Shows your own content inside the toast surface, without an icon, for 4 s. A function
   * receives the toast's id (e.g. to dismiss it from a button).
   */
  custom(content: ReactNode | ((id: string) => ReactNode), options?: ToastOptions): string;
  /** Closes one toast, or all toasts without an id. */
  dismiss(toastId?: string): void;
  /**
   * Shows a loading toast while `promise` runs, then turns it into a success or error toast (or
   * closes it when there is no message for that outcome). Returns the promise.
   */
  promise<T>(
    promise: Promise<T> | (() => Promise<T>),
    messages: ToastPromiseMessages<T>,
    options?: ToastOptions & {
      loading?: ToastOptions;
      success?: ToastOptions;
      error?: ToastOptions;
    },
  ): Promise<T>;
}

// ---- Timers -------------------------------------------------------------------------------------
// Sonner has one duration for every kind, pauses only while the pointer is over the toasts or
// after its hotkey (not when a toast gets focus with Tab), and resumes whenever a single toast
// changes. So every toast is given `duration: Infinity` and its timer lives here: per kind,
// paused while any Toaster is hovered or holds focus, or while the page is hidden.

interface Timer {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
}

const timers = new Map<string, Timer>();
/** The Toasters being hovered or focused. */
const pausedBy = new Set<object>();
let paused = false;

function isPaused() {
  return pausedBy.size > 0 || (typeof document !== "undefined" && document.hidden);
}

function startTimer(id: string, timer: Timer) {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => {
    timers.delete(id);
    sonnerToast.dismiss(id);
  }, timer.remaining);
}

function clearTimer(id?: string) {
  for (const [key, timer] of timers) {
    if (id !== undefined && key !== id) continue;
    clearTimeout(timer.handle);
    timers.delete(key);
  }
}

function scheduleDismiss(id: string, duration: number) {
  clearTimer(id);
  if (!Number.isFinite(duration)) return;
  const timer: Timer = { remaining: duration, startedAt: 0, handle: undefined };
  timers.set(id, timer);
  if (!paused) startTimer(id, timer);
}

function updatePause() {
  const next = isPaused();
  if (next === paused) return;
  paused = next;
  for (const [id, timer] of timers) {
    if (paused) {
      clearTimeout(timer.handle);
      timer.handle = undefined;
      timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
    } else {
      startTimer(id, timer);
    }
  }
}

// ---- Announcements ------------------------------------------------------------------------------
// Sonner's toast list sits in one `aria-live="polite"` region: each toast is announced once, when
// it is added. An error switches that region to assertive until the next toast of another kind.

const liveRegions = new Set<HTMLElement>();

function setPoliteness(type: ToastType) {
  for (const region of liveRegions) {
    region.setAttribute("aria-live", type === "error" ? "assertive" : "polite");
  }
}

// ---- toast ----------------------------------------------------------------------------------------

let lastId = 0;

const icons: Record<ToastType, ReactNode> = {
  blank: undefined,
  custom: undefined,
  success: <CircleCheckIcon aria-hidden="true" className="text-success" />,
  error: <CircleXIcon aria-hidden="true" className="text-danger" />,
  loading: <Spinner size="sm" label={null} className="text-primary" />,
};

function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++lastId}`;
  const duration = options.duration ?? TOAST_DURATIONS[type];
  // Every key is given, even undefined: updating a toast by id replaces what it showed before.
  const data: ExternalToast = {
    id,
    description: options.description,
    icon: options.icon === undefined ? icons[type] : options.icon,
    action: options.action,
    cancel: options.cancel,
    className: options.className,
    style: options.style,
    // Our timers close the toast (see above).
    duration: Number.POSITIVE_INFINITY,
  };
  setPoliteness(type);
  // Loading toasts are plain Sonner toasts with a spinner: Sonner's own "loading" type has no close
  // button and cannot be swiped away.
  if (type === "success") sonnerToast.success(message, data);
  else if (type === "error") sonnerToast.error(message, data);
  else sonnerToast.message(message, data);
  scheduleDismiss(id, duration);
  return id;
}

function dismiss(toastId?: string) {
  clearTimer(toastId);
  sonnerToast.dismiss(toastId);
}

function promise<T>(
  promise: Promise<T> | (() => Promise<T>),
  messages: ToastPromiseMessages<T>,
  options: Parameters<ToastApi["promise"]>[2] = {},
): Promise<T> {
  const { loading, success, error, ...shared } = options;
  const id = show("loading", messages.loading, { ...shared, ...loading });
  const running = typeof promise === "function" ? promise() : promise;
  /** Turns the loading toast into the outcome's toast, or closes it when there is no message. */
  function settle<V>(
    type: "success" | "error",
    message: ReactNode | ((value: V) => ReactNode),
    value: V,
    typeOptions: ToastOptions | undefined,
  ) {
    if (message === undefined) dismiss(id);
    else {
      const text = typeof message === "function" ? message(value) : message;
      show(type, text, { ...shared, ...typeOptions, id });
    }
  }
  running.then(
    (value) => {
      settle("success", messages.success, value, success);
    },
    (reason: unknown) => {
      settle("error", messages.error, reason, error);
    },
  );
  return running;
}

/**
 * Shows a toast in the app's {@link Toaster}. Import it from `@novaline/ui` (not from sonner): it
 * applies the durations of {@link TOAST_DURATIONS} and the toast styles.
 * @example toast.success("Your ROI report is on its way");
 * @example const id = toast.loading("Connecting to Nova…"); toast.error("The call could not start", { id });
 * @example toast("Inquiry archived", { action: { label: "Undo", onClick: restore } });
 * @example toast.promise(saveInquiry(), { loading: "Sending…", success: "Thanks! We'll call you back", error: "Sending failed" });
 * @public
 */
export const toast: ToastApi = Object.assign(
  (message: ToastMessage, options?: ToastOptions) => show("blank", message, options),
  {
    success: (message: ToastMessage, options?: ToastOptions) => show("success", message, options),
    error: (message: ToastMessage, options?: ToastOptions) => show("error", message, options),
    loading: (message: ToastMessage, options?: ToastOptions) => show("loading", message, options),
    custom: (content: ReactNode | ((id: string) => ReactNode), options: ToastOptions = {}) => {
      const id = options.id ?? `toast-${++lastId}`;
      return show("custom", typeof content === "function" ? content(id) : content, {
        ...options,
        id,
      });
    },
    dismiss,
    promise,
  },
);

// ---- Toaster --------------------------------------------------------------------------------------

/** Props of {@link Toaster}. @public */
export interface ToasterProps {
  /**
   * Accessible name of the notifications region; the hotkey is added to it ("Notifications
   * (Alt+T)").
   * @defaultValue "Notifications"
   */
  label?: string;
  /** Classes of the toast list. */
  className?: string;
  /**
   * Where the toasts stack: at the top centre, or at the bottom centre where the top of the
   * screen holds what the toast is about (a panel's title and close button, a top bar).
   * @defaultValue "top-center"
   */
  position?: "top-center" | "bottom-center";
}

const toastClassNames = {
  toast: cn(
    // Sonner positions and animates the toast (its runtime CSS is unlayered, so it wins over
    // utilities; the focus ring needs `!` to beat its `outline: 0`).
    // Row 1: the icon, the text and the close button; the buttons on a row of their own, so
    // that two of them never squeeze the text into a column of broken words.
    "flex w-full flex-wrap items-start gap-3 rounded-xl border border-border bg-popover p-3 pl-4 font-sans text-sm text-popover-foreground shadow-card",
    "focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring!",
    // Beyond TOAST_LIMIT Sonner only makes a toast transparent: hide it from focus and AT too.
    "data-[visible=false]:invisible",
  ),
  // The icon, the text and the close button each start on the first line (32 px high).
  icon: "mt-1.5 flex size-5 shrink-0 items-center justify-center [&_svg]:size-5",
  content: "flex min-w-0 flex-1 basis-[calc(100%-5rem)] flex-col gap-0.5 py-1.5",
  title: "leading-5 font-medium whitespace-pre-line",
  description: "leading-5 text-muted-foreground",
  // Under the text (after the icon's width), the secondary one first.
  actionButton: cn(
    buttonVariants({ variant: "secondary", size: "sm" }),
    "order-3 ml-8 h-8 px-3 [[data-cancel]+&]:ml-0",
  ),
  cancelButton: cn(buttonVariants({ variant: "ghost", size: "sm" }), "order-2 ml-8 h-8 px-3"),
  // Ends the first row (first in the DOM, so first on Tab within the toast).
  closeButton:
    "order-1 -mr-1 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors duration-(--duration-fast) hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4",
};

const TOAST_SELECTOR = "[data-sonner-toast]";

/**
 * The toast area: render it once per app (e.g. in the root layout). Toasts stack at the top
 * centre (or the bottom centre, `position`), newest first, at most {@link TOAST_LIMIT}, each with a close button; they pause while
 * hovered or focused, and can be swiped away on touch screens.
 *
 * Keyboard: **Alt+T** moves focus to the toasts (Tab then reaches each toast and its buttons),
 * Escape closes the focused toast. Screen readers announce each toast once: politely, errors
 * assertively.
 * @example <Toaster />
 * @example <Toaster position="bottom-center" />
 * @public
 */
export function Toaster({
  label = "Notifications",
  className,
  position = "top-center",
}: ToasterProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const state = useRef({ hovered: false, focused: false, returnFocus: null as HTMLElement | null });

  function syncPause() {
    const { hovered, focused } = state.current;
    if (hovered || focused) pausedBy.add(state);
    else pausedBy.delete(state);
    updatePause();
  }

  useEffect(() => {
    const section = sectionRef.current;
    if (section) liveRegions.add(section);
    document.addEventListener("visibilitychange", updatePause);
    return () => {
      if (section) liveRegions.delete(section);
      document.removeEventListener("visibilitychange", updatePause);
      pausedBy.delete(state);
      updatePause();
    };
  }, []);

  /** After a toast holding focus closes, focus goes to the next toast, or back where it was. */
  function refocusAfterClose(item: Element) {
    // Sonner marks the toast removed at once (after its own dismiss frames when closed from code)
    // and takes it out of the DOM 200 ms later.
    setTimeout(() => {
      const wrapper = wrapperRef.current;
      if (!wrapper) return;
      if (item.getAttribute("data-removed") === "true" && item.contains(document.activeElement)) {
        const open = [
          ...wrapper.querySelectorAll<HTMLElement>(
            `${TOAST_SELECTOR}:not([data-removed="true"]):not([data-visible="false"])`,
          ),
        ];
        const after = open.find(
          (other) => item.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        const target = after ?? open.at(-1) ?? state.current.returnFocus;
        if (target?.isConnected) target.focus({ preventScroll: true });
        else (document.activeElement as HTMLElement | null)?.blur();
      }
      state.current.focused = wrapper.contains(document.activeElement);
      syncPause();
    }, 100);
  }

  return (
    // The handlers only pause timers and follow Sonner's own buttons; the toasts and their buttons
    // are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapperRef}
      data-slot="toaster"
      className="contents"
      onMouseEnter={() => {
        state.current.hovered = true;
        syncPause();
      }}
      onMouseLeave={() => {
        state.current.hovered = false;
        syncPause();
      }}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        const from = event.relatedTarget;
        if (!state.current.focused) {
          state.current.returnFocus =
            from instanceof HTMLElement && !event.currentTarget.contains(from) ? from : null;
        }
        state.current.focused = true;
        syncPause();
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        state.current.focused = false;
        syncPause();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== "Escape" || !(event.target instanceof Element)) return;
        const close = event.target
          .closest(TOAST_SELECTOR)
          ?.querySelector<HTMLButtonElement>("[data-close-button]");
        if (!close) return;
        event.preventDefault();
        close.click();
      }}
      onClick={(event: MouseEvent<HTMLDivElement>) => {
        if (!(event.target instanceof Element) || !event.target.closest("button")) return;
        const item = event.target.closest(TOAST_SELECTOR);
        if (item) refocusAfterClose(item);
      }}
    >
      <SonnerToaster
        ref={sectionRef}
        position={position}
        expand
        visibleToasts={TOAST_LIMIT}
        gap={8}
        offset="1rem"
        closeButton
        customAriaLabel={`${label} (${HOTKEY_LABEL})`}
        // Sonner's dark theme recolours descriptions and close buttons even when unstyled; our
        // classes follow the `.dark` class themselves.
        theme="light"
        className={className}
        style={{ "--width": "24rem" } as CSSProperties}
        icons={{ close: <XIcon aria-hidden="true" /> }}
        toastOptions={{
          unstyled: true,
          closeButtonAriaLabel: "Dismiss notification",
          classNames: toastClassNames,
        }}
      />
    </div>
  );
}
