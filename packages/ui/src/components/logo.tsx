"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type RefCallback,
} from "react";
import { cn } from "../lib/cn.js";

/**
 * The images {@link Logo} tries in order when one fails to load.
 * @public
 */
export const DEFAULT_LOGO_SOURCES: readonly string[] = ["/logo.webp", "/logo.png", "/favicon.ico"];

/** Props of {@link Logo}. @public */
export interface LogoProps extends Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> {
  /**
   * Image URLs tried in order: each load error moves to the next one.
   * @defaultValue ["/logo.webp", "/logo.png", "/favicon.ico"]
   */
  sources?: readonly string[];
  /** Text alternative; pass `""` when text next to the logo already names the brand. */
  alt: string;
  /**
   * Width and height in CSS pixels.
   * @defaultValue 32
   */
  size?: number;
}

/**
 * The brand logo image, falling back through `sources` (`/logo.webp` → `/logo.png` →
 * `/favicon.ico`) whenever one fails to load.
 * @example <Logo alt="NovaLine" size={40} />
 * @public
 */
export function Logo({
  sources = DEFAULT_LOGO_SOURCES,
  alt,
  size = 32,
  className,
  onError,
  ref,
  ...props
}: LogoProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const index = sources.findIndex((source) => !failed.includes(source));
  const exhausted = index === -1;
  const src = exhausted ? sources.at(-1) : sources[index];

  const markFailed = useCallback((source: string) => {
    setFailed((previous) => (previous.includes(source) ? previous : [...previous, source]));
  }, []);

  const imageRef = useRef<HTMLImageElement | null>(null);
  const setRefs = useCallback<RefCallback<HTMLImageElement>>(
    (node) => {
      imageRef.current = node;
      if (typeof ref === "function") {
        const cleanup = ref(node);
        return () => {
          imageRef.current = null;
          if (typeof cleanup === "function") cleanup();
          else ref(null);
        };
      }
      if (ref) ref.current = node;
      return () => {
        imageRef.current = null;
        if (ref) ref.current = null;
      };
    },
    [ref],
  );

  // A prerendered image can fail before hydration attaches onError; catch that on mount.
  useEffect(() => {
    const image = imageRef.current;
    const current = image?.getAttribute("src");
    if (image?.complete && image.naturalWidth === 0 && current) markFailed(current);
  }, [markFailed]);

  return (
    <img
      ref={setRefs}
      data-slot="logo"
      data-state={exhausted ? "error" : undefined}
      src={src}
      alt={alt}
      width={size}
      height={size}
      className={cn("shrink-0 object-contain", className)}
      onError={(event) => {
        if (src !== undefined) markFailed(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
