// Runs after every story test (vitest.stories.config.ts): the story has rendered and its play
// function has run; check it at both widths, in both themes.
import { afterEach } from "vitest";
import { page } from "vitest/browser";
import { axeProblems, layoutProblems } from "./story-checks.ts";

const widths = [390, 1280] as const;
const themes = ["light", "dark"] as const;

// Vitest's page may count as a background tab, where transitions do not advance: measure final
// colours, not a transition frozen half-way.
const noTransitions = document.createElement("style");
noTransitions.textContent = "*, ::before, ::after { transition: none !important; }";
document.head.append(noTransitions);

/** The element the story rendered into: the body's first child Storybook did not make itself. */
function storyRoot(): Element {
  const root = [...document.body.children].find(
    (child) => child instanceof HTMLDivElement && !child.classList.contains("sb-wrapper"),
  );
  if (!root) throw new Error("the story's container is missing");
  return root;
}

/** Two frames: components that measure themselves (ResizeObserver, Embla) re-render. */
const nextFrames = () =>
  new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

afterEach(async ({ task }) => {
  if (task.result?.state === "fail") return;
  const root = storyRoot();
  const problems: string[] = [];
  for (const width of widths) {
    await page.viewport(width, 900);
    await nextFrames();
    for (const theme of themes) {
      document.documentElement.classList.remove(...themes);
      document.documentElement.classList.add(theme);
      const found = [...(await layoutProblems(root)), ...(await axeProblems(root))];
      problems.push(...found.map((problem) => `[${width}px, ${theme}] ${problem}`));
    }
  }
  if (problems.length > 0) throw new Error(`\n${problems.join("\n")}`);
});
