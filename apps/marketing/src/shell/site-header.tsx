import { buttonVariants, cn, ThemeToggle } from "@novaline/ui";
import { Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { ShellData } from "../root";
import { BrandLink } from "./brand-link";

/** Scroll distance after which the bar turns more opaque (spec "Top bar"). */
const SOLID_AFTER_PX = 50;

function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => {
      setPast(window.scrollY > offset);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
    };
  }, [offset]);
  return past;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
    isActive
      ? "bg-secondary text-secondary-foreground"
      : "text-muted-foreground hover:text-foreground",
  );

export interface SiteHeaderProps {
  brand: Pick<ShellData["brand"], "name" | "wordmark" | "logoFallbacks">;
  navigation: ShellData["header"];
}

/** The top bar: logo and wordmark, the main links (a menu under 768 px), theme, booking. */
export function SiteHeader({ brand, navigation }: SiteHeaderProps) {
  const solid = useScrolledPast(SOLID_AFTER_PX);
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { links, cta, menuLabel } = navigation;

  // The menu closes on every route change, however it happened (link, back button, footer).
  useEffect(() => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  }, [pathname]);

  return (
    <header
      data-solid={solid || undefined}
      className={cn(
        // No backdrop blur: the bar is nearly opaque once anything scrolls under it, and the blur
        // was redrawn on every frame (~35 ms of compositing a load without a GPU).
        "sticky top-0 z-40 border-b transition-colors duration-(--duration-normal)",
        solid
          ? "border-border bg-background/95 shadow-card"
          : "border-transparent bg-background/80",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <BrandLink brand={brand} className="mr-auto flex items-center gap-2 rounded-lg" />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle />
        {/* Booking stays in the bar at every width (spec: prominent on mobile). Where the bar is
            narrow it shows its short label; its name stays the whole label, which starts with it. */}
        <Link to={cta.href} className={cn(buttonVariants({ size: "sm" }), "px-3 sm:px-4")}>
          <span>
            {cta.shortLabel}
            <span className="max-sm:sr-only">{cta.label.slice(cta.shortLabel.length)}</span>
          </span>
        </Link>
        {/* Under 768 px the links sit in a native popover: Escape and outside clicks close it with
            no JavaScript of ours, and it costs nothing on first load (Radix's menu is ~20 KB). */}
        <button
          type="button"
          className={cn(buttonVariants({ variant: "outline", size: "icon" }), "md:hidden")}
          aria-label={menuLabel}
          popoverTarget="site-menu"
        >
          <Menu aria-hidden="true" />
        </button>
        <nav
          ref={menu}
          id="site-menu"
          popover="auto"
          aria-label={menuLabel}
          className="top-16 right-4 left-auto m-0 w-56 rounded-xl border border-border bg-popover p-1.5 text-popover-foreground shadow-elevated"
        >
          <ul className="grid gap-0.5">
            {[...links, cta].map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end
                  // Followed: close the menu (also when it points at the current page).
                  onClick={() => menu.current?.hidePopover()}
                  className="block rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-muted aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
