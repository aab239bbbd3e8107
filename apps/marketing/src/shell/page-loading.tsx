import { useLocation, useNavigation } from "react-router";

/** Whether the app is fetching another page's code and data (a client-side navigation). */
export function usePageLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === "loading" && navigation.location.pathname !== pathname;
}

/**
 * The full-height message shown while a page loads on demand. It fades in after a moment, so a
 * fast navigation never flashes it; screen readers hear it at once.
 */
export function PageLoading({ text }: { text: string }) {
  return (
    <div role="status" className="grid min-h-dvh place-items-center px-4">
      <p className="flex animate-[fade-in_200ms_ease-out_300ms_both] items-center gap-3 text-lg font-medium text-muted-foreground motion-reduce:animate-none">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent"
        />
        {text}
      </p>
    </div>
  );
}
