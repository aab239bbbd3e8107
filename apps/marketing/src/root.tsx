import {
  brand,
  consentNotice,
  footerNavigation,
  headerNavigation,
  notFoundPage,
  pageLoadingText,
  siteMeta,
  voiceWidget,
} from "@novaline/content";
import { ThemeProvider } from "@novaline/ui";
import { themeScript } from "@novaline/ui/theme-script";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { idle } from "./shared/idle";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useNavigation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { deferred } from "./shared/deferred";
import { packLoader, usePageData, useRouteData } from "./shared/page-data";
import { metaTags } from "./shared/meta";
import { earlyErrorsScript } from "./monitoring/early-errors";
import { earlyClicksScript, replayClick, takeEarlyClicks } from "./shared/early-clicks";
import { lazyDomScript } from "./shared/lazy-dom";
import { loadErrorReporting } from "./monitoring/load-error-reporting";
import { PageLoading, usePageLoading } from "./shell/page-loading";
import { RouteChange } from "./shell/route-change";
import { SiteHeader } from "./shell/site-header";
import {
  isStaleBuildError,
  noteNavigation,
  reloadOntoNewBuild,
  watchForStaleBuild,
} from "./shell/stale-build";
import { ToastArea } from "./shell/toast-area";
import { VoiceProvider } from "./features/voice-chat/voice-provider";
import { hasKeptCall } from "./features/voice-chat/kept-call";
import { whenPanelRequested } from "./features/voice-chat/panel-opening";
import { shellVoiceWidgetCopy } from "./features/voice-chat/voice-widget-copy";
import stylesheet from "./app.css?url";
import brandFont from "@novaline/ui/fonts/inter.woff2?url";

if (typeof window !== "undefined") watchForStaleBuild();

// The footer is below the fold of every page: it hydrates from its own chunk.
const SiteFooter = deferred("site-footer", () => import("./shell/site-footer"));
// A call this tab was on when the page loaded: read once, before hydration (the prerendered page
// has none), and never again (the call may end).
const keptCall = typeof window !== "undefined" && hasKeptCall();
// The Voice Chat button is in view from the first paint, but its code loads only when the visitor
// acts on it (a click before is made again once it can take it), when a call button asks for its
// panel, or when the browser is idle; at once for a visitor who was on a call.
const VoiceWidget = deferred(
  "voice-widget",
  () => import("./features/voice-chat/voice-widget"),
  null,
  {
    firstPaint: true,
    near: false,
    also: () => (keptCall ? Promise.resolve() : Promise.race([idle(), whenPanelRequested()])),
  },
);
// Back to top, page views, the consent notice, the advertising pixel and error reporting: none is
// needed for the first paint, so they load together once the page is idle.
const IdleServices = lazy(() => idle().then(() => import("./shell/idle-services")));

// The shell's copy is read at build time and travels as page data, not as bundled modules: the
// first load of every page stays small.
function shellLoader() {
  const { name, wordmark, logoFallbacks, email, phone, address, social, chat } = brand;
  return {
    brand: { name, wordmark, logoFallbacks, email, phone, address, social, chat },
    header: headerNavigation,
    footer: footerNavigation,
    voiceWidget: shellVoiceWidgetCopy(voiceWidget),
    consentNotice,
    // The inline script of <head>, built here so that its source is not in the bundle: the saved
    // or system theme (never a flash of the other), the `js` class that hides what scripts will
    // reveal, and, when error reporting is configured, the list that keeps errors until it loads.
    headScript: [
      themeScript,
      `document.documentElement.classList.add("js")`,
      earlyClicksScript,
      ...(import.meta.env.VITE_SENTRY_DSN ? [earlyErrorsScript] : []),
    ].join(";"),
    // The inline script at the end of <body>, likewise: it builds the elements of the deferred
    // sections prerendered as text (shared/lazy-dom.ts).
    bodyScript: lazyDomScript,
    loadingText: pageLoadingText,
    themeColor: siteMeta.themeColor,
    // Unknown paths are not prerendered (only /404 is), so the 404 page takes its copy from here.
    notFound: {
      copy: notFoundPage,
      meta: metaTags({
        title: notFoundPage.metaTitle,
        description: notFoundPage.text,
        path: "/404",
        robots: "noindex, follow",
      }),
    },
  };
}

export const loader = packLoader(shellLoader);

export type ShellData = ReturnType<typeof shellLoader>;

// With a `precedence`, React writes the stylesheet at the top of <head>, before every other
// resource: the one render-blocking file is requested first. On wide screens the brand font (the
// file the stylesheet names) is requested beside it, not once the stylesheet is parsed: swapping
// from the fallback re-wrapped headings that end near their line's end (desktop CLS 0.136 on
// /booking, 0 with the preload). Phones do without: there the preload cost the home page's LCP
// 1,969 -> 2,630 ms (mobile Lighthouse, median of 5) for a CLS of 0.013.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  {
    rel: "preload",
    href: brandFont,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
    media: "(min-width: 1024px)",
  },
];

// The shell's data never changes between pages.
export const shouldRevalidate = () => false;

/** The document around every page: head tags, the theme set before first paint, the body. */
export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteData<typeof shellLoader>("root");
  const themeColor = shell?.themeColor;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {themeColor ? (
          <>
            <meta
              name="theme-color"
              media="(prefers-color-scheme: light)"
              content={themeColor.light}
            />
            <meta
              name="theme-color"
              media="(prefers-color-scheme: dark)"
              content={themeColor.dark}
            />
          </>
        ) : null}
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* Runs before the body paints (see the loader's headScript). */}
        <script dangerouslySetInnerHTML={{ __html: shell?.headScript ?? "" }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        {/* Builds the deferred sections in view, and the others later (see the loader's bodyScript). */}
        <script dangerouslySetInnerHTML={{ __html: shell?.bodyScript ?? "" }} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const shell = usePageData<typeof shellLoader>();
  const loading = usePageLoading();
  // Where a navigation goes, for a reload onto a new build when its page's script is gone.
  const going = useNavigation().location;
  useEffect(() => {
    noteNavigation(going);
  }, [going]);
  useEffect(() => {
    // The page answers clicks from here on (tests wait for it; styles may use it).
    document.documentElement.dataset.hydrated = "";
    // Then carries out the clicks made before its scripts ran, outside the deferred sections
    // (which carry out their own as they hydrate). From a task of their own, outside React's
    // work: there React hydrates at once the part of the page each one lands in.
    setTimeout(() => {
      for (const control of takeEarlyClicks()) {
        if (control instanceof HTMLElement) replayClick(control);
      }
    });
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-background px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* Only the header reads the theme: a theme change must not re-render the page, whose
          deferred sections keep their prerendered HTML until their code arrives. */}
      <ThemeProvider>
        <SiteHeader brand={shell.brand} navigation={shell.header} />
      </ThemeProvider>
      {/* The page's one voice call, shared by its call buttons and the Voice Chat widget. */}
      <VoiceProvider>
        <main id="main" tabIndex={-1} className="outline-none">
          {/* The page hydrates after the shell, in work of its own: React leaves a prerendered
              Suspense boundary dehydrated at first and hydrates it right after (at once for a
              click on it), so no single commit covers the whole page. */}
          <Suspense>{loading ? <PageLoading text={shell.loadingText} /> : <Outlet />}</Suspense>
        </main>
        <SiteFooter brand={shell.brand} navigation={shell.footer} />
        <ToastArea />
        <VoiceWidget copy={shell.voiceWidget} keptCall={keptCall} />
      </VoiceProvider>
      <RouteChange />
      <Suspense>
        <IdleServices copy={shell.consentNotice} pixelId={import.meta.env.VITE_META_PIXEL_ID} />
      </Suspense>
    </>
  );
}

/** Last resort: an error no page handled. Plain markup, so it renders even without the shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    // A section's script that a deploy removed: the new build has it.
    if (isStaleBuildError(error) && reloadOntoNewBuild()) return;
    // A crash this boundary caught is not uncaught for the browser: hand it to error reporting,
    // which has to load now, since the idle services it waited for may never come.
    if (!import.meta.env.VITE_SENTRY_DSN || isRouteErrorResponse(error)) return;
    reportError(error);
    loadErrorReporting();
  }, [error]);
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  return (
    <main
      id="main"
      className="mx-auto grid min-h-dvh max-w-xl content-center gap-4 px-6 text-center"
    >
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">
        Please reload the page; if it keeps happening, try again in a few minutes.
      </p>
      <a className="font-semibold text-primary underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
