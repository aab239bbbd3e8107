import { sampleCalls, sampleCallsCopy as copy, type SampleCall } from "@novaline/content";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hydrateSection, open, textOf } from "./fixtures";

// "Hear a sample call" on /ai-caller: a deferred section whose code comes when the visitor nears
// it and whose audio comes when they press play; the transcript follows the audio as it plays.

const [first, second] = sampleCalls as [SampleCall, SampleCall, ...SampleCall[]];

/** Notes the page's scripts that carry the section's code and its audio files, as they arrive. */
function watchLoads(page: Page) {
  const loads = { sectionCode: 0, audio: [] as string[], captions: [] as string[] };
  page.on("response", async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/audio/sample-calls/")) {
      (pathname.endsWith(".vtt") ? loads.captions : loads.audio).push(pathname);
    } else if (pathname.endsWith(".js")) {
      const body = await response.text().catch(() => "");
      if (body.includes(copy.transcriptLabel) && body.includes(first.title)) loads.sectionCode += 1;
    }
  });
  return loads;
}

const transcriptLines = (page: Page) =>
  page.getByRole("list", { name: copy.transcriptLabel }).getByRole("button");

/** The index of the highlighted line (-1 for none). */
function currentLine(page: Page) {
  return transcriptLines(page).evaluateAll((lines) =>
    lines.findIndex((line) => line.getAttribute("aria-current") === "true"),
  );
}

function audioState(page: Page) {
  return page.locator('[data-slot="sample-call"] audio').evaluate((audio: HTMLAudioElement) => ({
    src: new URL(audio.currentSrc || audio.src).pathname,
    paused: audio.paused,
    currentTime: audio.currentTime,
    duration: audio.duration,
    readyState: audio.readyState,
  }));
}

/** Moves the audio to `seconds`, as a scrub of the browser's own controls would (and pauses it). */
function moveAudio(page: Page, seconds: number, { pause = false } = {}) {
  return page.locator('[data-slot="sample-call"] audio').evaluate(
    (audio: HTMLAudioElement, [at, stop]) => {
      if (stop) audio.pause();
      audio.currentTime = at;
    },
    [seconds, pause] as const,
  );
}

for (const width of [390, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("loads its code when neared and its audio when played, then the transcript follows the audio", async ({
      page,
    }) => {
      const loads = watchLoads(page);
      await open(page, "/ai-caller");
      await page.waitForLoadState("networkidle");
      expect(loads.sectionCode).toBe(0);
      expect(loads.audio).toEqual([]);

      const section = await hydrateSection(page, "sample-calls");
      await expect.poll(() => loads.sectionCode).toBe(1);
      await expect(section.getByRole("heading", { name: copy.title })).toBeVisible();
      await expect(section.getByText(copy.sources[first.source].label)).toBeVisible();
      const track = section.locator('audio > track[kind="captions"]');
      await expect(track).toHaveAttribute("src", first.captions.src);
      await expect(track).toHaveAttribute("srclang", "en");
      // Nothing plays, and no audio is fetched, until the visitor asks.
      await page.waitForTimeout(500);
      expect(loads.audio).toEqual([]);
      expect(await audioState(page)).toMatchObject({ paused: true, currentTime: 0 });
      expect(await currentLine(page)).toBe(-1);

      await section.getByRole("button", { name: copy.playLabel, exact: true }).click();
      await expect(
        section.getByRole("button", { name: copy.pauseLabel, exact: true }),
      ).toBeVisible();
      // Fetched now, and only this call's file (the media player may ask for it in ranges).
      await expect.poll(() => [...new Set(loads.audio)]).toEqual([first.audio.src]);
      // The first line lights up as the agent starts talking, from the audio itself.
      await expect.poll(() => currentLine(page), { timeout: 10_000 }).toBe(0);
      const playing = await audioState(page);
      expect(playing.paused).toBe(false);
      // The file is as long as the manifest says, and every line lies within it.
      expect(playing.duration).toBeCloseTo(first.audio.durationSeconds, 1);
      expect(first.turns.at(-1)?.end).toBeLessThanOrEqual(playing.duration);

      // Further on, the highlight moves with it, and the audio keeps playing.
      const third = first.turns[2];
      await moveAudio(page, (third?.start ?? 0) + 0.2);
      await expect.poll(() => currentLine(page)).toBe(2);
      const later = await audioState(page);
      await expect
        .poll(async () => (await audioState(page)).currentTime)
        .toBeGreaterThan(later.currentTime + 0.3);
      await expect(section.getByRole("slider", { name: copy.seekLabel })).toHaveAttribute(
        "aria-valuetext",
        /^0:\d\d of 0:\d\d$/,
      );

      // A line plays the call from where it starts.
      const fifth = first.turns[4];
      await transcriptLines(page).nth(4).click();
      await expect.poll(() => currentLine(page)).toBe(4);
      const fromLine = await audioState(page);
      expect(fromLine.currentTime).toBeGreaterThanOrEqual(fifth?.start ?? 0);
      expect(fromLine.currentTime).toBeLessThan((fifth?.start ?? 0) + 1);
      expect(fromLine.paused).toBe(false);

      // Another industry: the call stops, and the other one waits at its start.
      await section.getByRole("tab", { name: second.label }).click();
      await expect(section.getByRole("heading", { name: second.title })).toBeVisible();
      expect(await audioState(page)).toMatchObject({
        src: second.audio.src,
        paused: true,
        currentTime: 0,
      });
      expect(await currentLine(page)).toBe(-1);
      expect(await page.locator("audio").count()).toBe(1);
      await expect(
        section.getByRole("button", { name: copy.playLabel, exact: true }),
      ).toBeVisible();
    });

    test("serves the audio and captions that match the transcript, cached", async ({
      page,
      request,
    }) => {
      await open(page, "/ai-caller");
      await hydrateSection(page, "sample-calls");
      // The browser reads the captions (about 1 KB, with the section) into a track of its cues.
      const cues = () =>
        page.locator('[data-slot="sample-call"] audio').evaluate((audio: HTMLAudioElement) =>
          [...(audio.textTracks[0]?.cues ?? [])].map((cue) => ({
            start: cue.startTime,
            end: cue.endTime,
            text: (cue as VTTCue).text,
          })),
        );
      await expect.poll(async () => (await cues()).length).toBe(first.turns.length);
      expect(await cues()).toEqual(
        first.turns.map((turn) => ({
          start: turn.start,
          end: turn.end,
          text: `<v ${turn.speaker === "agent" ? "Agent" : "Caller"}>${turn.text.replaceAll("&", "&amp;")}`,
        })),
      );
      const captions = await request.get(first.captions.src);
      expect(captions.headers()["content-type"]).toMatch(/^text\/vtt/);
      // Cached for an hour like the site's other media (firebase.json), the audio too.
      expect(captions.headers()["cache-control"]).toBe("public, max-age=3600");
      const audio = await request.get(first.audio.src);
      expect(audio.headers()["content-type"]).toMatch(/^(audio|video)\/webm/);
      expect(audio.headers()["cache-control"]).toBe("public, max-age=3600");
      expect((await audio.body()).byteLength).toBe(first.audio.bytes);
      const vtt = await captions.text();
      expect(vtt.startsWith("WEBVTT")).toBe(true);
      const voices = [...vtt.matchAll(/^<v (Agent|Caller)>(.*)$/gm)].map(([, voice, text]) => ({
        voice,
        text,
      }));
      expect(voices).toEqual(
        first.turns.map((turn) => ({
          voice: turn.speaker === "agent" ? "Agent" : "Caller",
          text: turn.text.replaceAll("&", "&amp;"),
        })),
      );
    });

    test("is played and followed with the keyboard alone, without moving the page under reduced motion", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, "/ai-caller");
      const section = await hydrateSection(page, "sample-calls");
      const tab = section.getByRole("tab", { name: first.label });
      await tab.focus();
      await page.keyboard.press("ArrowRight");
      await expect(section.getByRole("tab", { name: second.label })).toBeFocused();
      await expect(section.getByRole("heading", { name: second.title })).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(section.getByRole("heading", { name: first.title })).toBeVisible();

      const play = section.getByRole("button", { name: copy.playLabel, exact: true });
      await play.focus();
      await page.keyboard.press("Enter");
      await expect(
        section.getByRole("button", { name: copy.pauseLabel, exact: true }),
      ).toBeFocused();
      await expect.poll(() => currentLine(page), { timeout: 10_000 }).toBe(0);

      // The last line, heard: brought into view inside the transcript at once, the page still.
      const list = page.getByRole("list", { name: copy.transcriptLabel });
      const scrolls = await list.evaluate((element) => element.scrollHeight > element.clientHeight);
      const pageTop = await page.evaluate(() => window.scrollY);
      const last = first.turns.length - 1;
      await moveAudio(page, (first.turns[last]?.start ?? 0) + 0.1);
      await expect.poll(() => currentLine(page)).toBe(last);
      if (scrolls) {
        const top = await list.evaluate((element) => element.scrollTop);
        expect(top).toBeGreaterThan(0);
        await page.waitForTimeout(300);
        expect(await list.evaluate((element) => element.scrollTop)).toBe(top);
      }
      // In the transcript's view (the page may show only part of the transcript).
      const inList = await transcriptLines(page)
        .nth(last)
        .evaluate((line) => {
          const shown = line.closest("ol")?.getBoundingClientRect();
          const box = line.getBoundingClientRect();
          return shown !== undefined && box.top >= shown.top - 1 && box.bottom <= shown.bottom + 1;
        });
      expect(inList).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(pageTop);

      // A line is a button: Enter plays from it.
      await transcriptLines(page).nth(1).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => currentLine(page)).toBe(1);
      await section.getByRole("button", { name: copy.pauseLabel, exact: true }).click();
      await expect(
        section.getByRole("button", { name: copy.playLabel, exact: true }),
      ).toBeVisible();
    });

    for (const colorScheme of ["light", "dark"] as const) {
      test(`passes axe in the ${colorScheme} theme, playing`, async ({ page }, testInfo) => {
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await open(page, "/ai-caller");
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
        const section = await hydrateSection(page, "sample-calls");
        await expectNoAxeViolations(page, { include: '[data-deferred="sample-calls"]' });
        await section.getByRole("button", { name: copy.playLabel, exact: true }).click();
        await expect.poll(() => currentLine(page), { timeout: 10_000 }).toBe(0);
        await moveAudio(page, (first.turns[2]?.start ?? 0) + 0.5, { pause: true });
        await expect.poll(() => currentLine(page)).toBe(2);
        await expectNoAxeViolations(page, { include: '[data-deferred="sample-calls"]' });
        // For review (test-results/playwright).
        await section.locator("section").screenshot({
          path: testInfo.outputPath(`sample-calls-${colorScheme}-${String(width)}.png`),
        });
      });
    }
  });
}

test("without JavaScript, the browser's own player and the whole transcript show", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/ai-caller");
  const section = page.locator('[data-deferred="sample-calls"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("heading", { name: copy.title })).toBeVisible();
  const native = section.locator("audio[controls]");
  await expect(native).toBeVisible();
  await expect(native).toHaveAttribute("src", first.audio.src);
  await expect(native.locator('track[kind="captions"]')).toHaveAttribute("src", first.captions.src);
  // The scripted controls, which need scripts, are not shown.
  await expect(section.locator('input[type="range"]')).toBeAttached();
  await expect(section.locator('input[type="range"]')).toBeHidden();
  // (Playwright's text matching leaves out a <noscript>'s text: the section's is read instead.)
  const text = await textOf(section);
  for (const turn of first.turns) expect(text).toContain(turn.text);
  await context.close();
});
