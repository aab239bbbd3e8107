import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchWorkAreas } from "./floating-yield";

/** Stands in for the browser's IntersectionObserver: `report` says what reached the bottom band. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  report(target: Element, isIntersecting: boolean) {
    expect(this.targets.has(target)).toBe(true);
    this.callback(
      [{ target, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const yielding = () => document.documentElement.hasAttribute("data-floating-yield");

let stop: () => void;
beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  document.body.innerHTML = `
    <a href="/" id="top-link">Home</a>
    <main id="main" tabindex="-1">
      <h1 tabindex="-1">Contact</h1>
      <form><input id="name" /><button>Send</button></form>
      <div data-yield-floating id="demo"><button id="start">Start</button></div>
      <a href="/about" id="about">About</a>
    </main>
    <div data-floating="voice"><form><input id="panel-field" /></form></div>`;
  stop = watchWorkAreas();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

/** The one element `selector` finds in the test page. */
function find(selector: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`No ${selector} in the test page`);
  return element;
}
const byId = (id: string) => find(`#${id}`);
function observer(): FakeObserver {
  if (!FakeObserver.current) throw new Error("watchWorkAreas made no IntersectionObserver");
  return FakeObserver.current;
}

describe("watchWorkAreas", () => {
  it("marks the page while a form of the page or a demo has focus, and not after", () => {
    byId("name").focus();
    expect(yielding()).toBe(true);
    byId("start").focus();
    expect(yielding()).toBe(true);
    byId("about").focus();
    expect(yielding()).toBe(false);
  });

  it("marks it while a form or demo is under the floating buttons, until it leaves", () => {
    const form = find("main form");
    observer().report(form, true);
    expect(yielding()).toBe(true);
    observer().report(byId("demo"), true);
    observer().report(form, false);
    expect(yielding()).toBe(true);
    observer().report(byId("demo"), false);
    expect(yielding()).toBe(false);
  });

  it("gives way to a control the keyboard moves to elsewhere, not to a heading focused by a navigation", () => {
    observer().report(find("main form"), true);
    byId("main").querySelector("h1")?.focus();
    expect(yielding()).toBe(true);
    byId("about").focus();
    expect(yielding()).toBe(false);
    byId("about").blur();
    expect(yielding()).toBe(true);
  });

  it("leaves the Voice Chat panel's own form alone", () => {
    byId("panel-field").focus();
    expect(yielding()).toBe(false);
    expect(observer().targets.has(find('[data-floating="voice"] form'))).toBe(false);
  });

  it("watches forms that arrive later, and forgets one removed", async () => {
    const later = document.createElement("form");
    byId("main").append(later);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    observer().report(later, true);
    expect(yielding()).toBe(true);
    later.remove();
    byId("about").focus();
    byId("about").blur();
    expect(yielding()).toBe(false);
  });

  it("stops and clears the mark", () => {
    byId("name").focus();
    stop();
    expect(yielding()).toBe(false);
    byId("start").focus();
    expect(yielding()).toBe(false);
  });
});
