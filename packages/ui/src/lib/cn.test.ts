import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn.js";

/** Every class name in the components' source: the classes `cn()` really meets. */
function componentClasses(): string[] {
  const dir = join(process.cwd(), "src/components");
  const classes = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!/^[a-z-]+\.tsx$/.test(file)) continue;
    const source = readFileSync(join(dir, file), "utf8");
    for (const [, literal = ""] of source.matchAll(/"([^"\n]*)"/g)) {
      for (const token of literal.split(/\s+/)) {
        if (/^!?[a-z[(-][\w:/.[\]()%#,&*>=~+-]*$/.test(token) && /[-:]/.test(token)) {
          classes.add(token);
        }
      }
    }
  }
  return [...classes];
}

/** tailwind-merge's full config, told what our theme's custom tokens are. */
const fullTwMerge = extendTailwindMerge({
  extend: {
    theme: { text: ["display"], shadow: ["card", "elevated", "glow"] },
    classGroups: { "bg-image": ["bg-brand", "bg-glow", "bg-brand-text", "bg-aurora", "bg-sheen"] },
  },
});

/** The variant prefix of a class (`md:hover:` of `md:hover:bg-muted`), brackets skipped. */
function modifiersOf(className: string): string {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < className.length; i += 1) {
    const char = className[i];
    if (char === "[" || char === "(") depth += 1;
    else if (char === "]" || char === ")") depth -= 1;
    else if (char === ":" && depth === 0) end = i + 1;
  }
  return className.slice(0, end);
}

describe("cn", () => {
  it("lets later classes win over earlier conflicting ones", () => {
    expect(cn("bg-primary px-4", "bg-danger")).toBe("px-4 bg-danger");
    expect(cn("h-11 px-5 text-sm", "px-8 text-base")).toBe("h-11 px-8 text-base");
    expect(cn("rounded-full shadow-glow", "rounded-lg shadow-none")).toBe("rounded-lg shadow-none");
    expect(cn("p-6", "px-4")).toBe("p-6 px-4");
    expect(cn("px-4 py-2", "p-0")).toBe("p-0");
    expect(cn("inline-flex", "hidden")).toBe("hidden");
    expect(cn("hover:bg-primary/90", "hover:bg-muted")).toBe("hover:bg-muted");
    expect(cn("border border-input", "border-2 border-danger")).toBe("border-2 border-danger");
    expect(cn("size-11", "w-full")).toBe("size-11 w-full");
    expect(cn("w-4", "size-6")).toBe("size-6");
    expect(cn("absolute top-4 right-4", "top-2")).toBe("absolute right-4 top-2");
  });

  it("keeps a background colour next to a brand gradient", () => {
    expect(cn("bg-card", "bg-glow")).toBe("bg-card bg-glow");
    expect(cn("bg-muted bg-brand")).toBe("bg-muted bg-brand");
    expect(cn("bg-card bg-sheen", "bg-muted")).toBe("bg-sheen bg-muted");
  });

  it("treats text-display as a font size, not a colour", () => {
    expect(cn("text-display", "text-foreground")).toBe("text-display text-foreground");
    expect(cn("text-6xl", "text-display")).toBe("text-display");
  });

  it("keeps side-specific borders and radii next to the all-sides ones", () => {
    expect(cn("border-input", "border-t-2")).toBe("border-input border-t-2");
    expect(cn("rounded-md", "rounded-t-none")).toBe("rounded-md rounded-t-none");
    expect(cn("ring-2", "ring-danger/25")).toBe("ring-2 ring-danger/25");
  });

  it("drops falsy values", () => {
    expect(cn("a", false, undefined, null, "b")).toBe("a b");
  });

  // Exhaustive: ~0.5 s alone, but 6.5 s has been seen on a loaded 2-core CI machine.
  it("never drops a class that tailwind-merge's full config keeps, over every pair of our classes", () => {
    const classes = componentClasses();
    expect(classes.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    let dropped = 0;
    for (const a of classes) {
      for (const b of classes) {
        // Classes with different variants (`hover:`, `md:`) never conflict, in either config.
        if (a === b || modifiersOf(a) !== modifiersOf(b)) continue;
        const ours = cn(a, b);
        if (ours === `${a} ${b}`) continue;
        dropped += 1;
        if (fullTwMerge(a, b) !== ours) wrong.push(`cn("${a}", "${b}") is "${ours}"`);
      }
    }
    expect(wrong).toEqual([]);
    // The narrow config still resolves conflicts among our own classes.
    expect(dropped).toBeGreaterThan(1000);
  }, 30_000);
});
