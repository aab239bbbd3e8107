import { vi } from "vitest";

/**
 * A controllable IntersectionObserver for tests: `trigger(isIntersecting)` tells every observed
 * element that it entered or left the viewport.
 */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    trigger(isIntersecting: boolean) {
      for (const { callback, elements } of [...observers]) {
        const entries = [...elements].map(
          (target) =>
            ({
              target,
              isIntersecting,
              intersectionRatio: isIntersecting ? 1 : 0,
            }) as IntersectionObserverEntry,
        );
        callback(entries, {} as IntersectionObserver);
      }
    },
    get count() {
      return observers.size;
    },
  };
}

/** Makes `matchMedia(query)` report `matches` for queries containing `fragment`. */
export function mockMatchMedia(matching: (query: string) => boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: matching(query),
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      dispatchEvent: () => true,
    })),
  );
  return {
    change(query: string, matches: boolean) {
      for (const listener of listeners) listener({ matches, media: query } as MediaQueryListEvent);
    },
  };
}
