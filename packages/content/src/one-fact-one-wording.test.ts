// One fact, one wording, one source (issue 41). Every figure the pages state is collected from the
// exported content; a metric stated twice must read the same, in the words and unit of its entry
// in `metrics`, and things that look alike (pickup and reply, answer accuracy and script
// adherence) must not share a label. Then the claims a technical buyer checks against each other:
// the rating against the client count, each quote against its speaker, security against the SOC 2
// status, the free trial against the plans and the buttons that offer it.
import { describe, expect, it } from "vitest";
import * as content from "./index.js";
import { isClientAccount, stringsOf, walk } from "./testing/walk.js";
import type { Metric } from "./types/index.js";

const { booking, facts, landingPage, pricingPage, routes } = content;
/** The registry of stated metrics (absent before issue 41: every use below then fails). */
const metrics: Partial<Record<string, Metric>> =
  (content as { metrics?: Record<string, Metric> }).metrics ?? {};

/** A figure a page states: a `value` printed with a `label`, wherever it sits in the content. */
interface StatedFigure {
  path: string;
  value: string;
  label: string;
  fact?: string;
}

const figures: StatedFigure[] = [...walk(content)].flatMap(([path, node]) => {
  const figure = node as Partial<StatedFigure> | null;
  return typeof figure?.value === "string" &&
    typeof figure.label === "string" &&
    !isClientAccount(path) &&
    !path.startsWith("content.metrics.")
    ? [{ path, value: figure.value, label: figure.label, fact: figure.fact }]
    : [];
});
const ourStrings = stringsOf(content).filter(([path]) => !isClientAccount(path));

/** Who a figure is about: the human front desk of the AI-vs-human comparison is not us. */
const subjectOf = (path: string) => (path.includes(".human.") ? "human front desk" : "us");

/** Words that carry no meaning of their own in a label ("Accuracy rate" is "accuracy"). */
const filler = new Set(
  "a an the of per every our your rate time on in to by from with at and".split(" "),
);
const synonyms: Record<string, string> = {
  weekly: "week",
  monthly: "month",
  hrs: "hours",
  hr: "hours",
  min: "minutes",
  mins: "minutes",
};
const words = (text: string) =>
  (text.toLowerCase().match(/[a-z]+/g) ?? [])
    .map((word) => synonyms[word] ?? word)
    .filter((word) => !filler.has(word));
/** What a label says, whatever its case, filler words or order. */
const labelKey = (label: string) => [...new Set(words(label))].sort().join(" ");
/** What a figure says: its label and the unit its value is written in ("40+ hrs" → hours). */
function statementKey({ value, label }: StatedFigure) {
  const unit = /^[+-]?\$?\d/.test(value) ? words(value.replace(/^[^a-z]*\d[\d.,]*/i, "")) : [];
  return [...new Set([...unit, ...words(label)])].sort().join(" ");
}

/** Figures grouped by `key`, keeping the groups that state more than one `part` of a figure. */
function disagreements(
  key: (figure: StatedFigure) => string,
  part: (figure: StatedFigure) => string,
): string[] {
  const groups = new Map<string, StatedFigure[]>();
  for (const figure of figures) {
    const id = `${subjectOf(figure.path)}: ${key(figure)}`;
    groups.set(id, [...(groups.get(id) ?? []), figure]);
  }
  return [...groups]
    .filter(([, group]) => new Set(group.map(part)).size > 1)
    .map(
      ([id, group]) =>
        `${id} → ${group.map((f) => `"${f.value}" "${f.label}" (${f.path.replace(/^content\./, "")})`).join(" | ")}`,
    );
}

describe("one metric, one value and one wording on every page", () => {
  it("collects the figures of every page", () => {
    const pages = new Set(figures.map((f) => /^content\.(\w+)/.exec(f.path)?.[1]));
    expect(figures.length).toBeGreaterThan(50);
    for (const page of [
      "homePage",
      "aboutPage",
      "servicesPage",
      "testimonialsPage",
      "aiCallerPage",
      "aiChatbotPage",
    ])
      expect(pages).toContain(page);
  });

  it("never states one label with two values", () => {
    // "Response time 0.1s" beside "Response time 0.3s", "Accuracy rate 97%" beside "Accuracy 100%".
    expect(
      disagreements(
        (f) => labelKey(f.label),
        (f) => f.value,
      ),
    ).toEqual([]);
  });

  it("writes one metric in one label and one unit", () => {
    // "40+ hrs Saved weekly" beside "40+ hours saved weekly" and "40+ hrs Saved every week".
    expect(disagreements(statementKey, (f) => `${f.value} ${f.label}`)).toEqual([]);
  });

  it("states a figure through its fact, never as a literal", () => {
    const registered = Object.values(metrics).filter((m): m is Metric => m !== undefined);
    expect(registered.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const figure of figures) {
      if (subjectOf(figure.path) !== "us") continue;
      const metric = figure.fact === undefined ? undefined : metrics[figure.fact];
      if (figure.fact !== undefined && !metric) problems.push(`${figure.path}: no ${figure.fact}`);
      else if (metric && (metric.value !== figure.value || metric.label !== figure.label))
        problems.push(`${figure.path}: "${figure.value}" "${figure.label}", not its fact's words`);
      else if (!metric) {
        // A figure without a fact that prints a fact's value or a fact's label is a copy of it.
        const copied = registered.find(
          (m) => m.value === figure.value || labelKey(m.label) === labelKey(figure.label),
        );
        if (copied)
          problems.push(
            `${figure.path}: "${figure.value}" "${figure.label}" copies ${copied.fact}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives each fact one entry, and facts that look alike labels that tell them apart", () => {
    const entries = Object.entries(metrics).filter(
      (entry): entry is [string, Metric] => entry[1] !== undefined,
    );
    for (const [key, metric] of entries) {
      expect(metric.fact, key).toBe(key);
      // What it measures is printed beside it, except for plain counts.
      if (/%|s$|x$/.test(metric.value)) expect(metric.detail, key).toBeTruthy();
    }
    const labels = entries.map(([, m]) => labelKey(m.label));
    expect(new Set(labels).size).toBe(labels.length);
    expect(metrics.pickupTime?.label).toMatch(/pickup/i);
    expect(metrics.pickupTime?.detail).toMatch(/ring/i);
    expect(metrics.replyTime?.label).toMatch(/reply/i);
    expect(metrics.replyTime?.detail).toMatch(/caller/i);
    expect(metrics.answerAccuracy?.label).toMatch(/answer/i);
    expect(metrics.scriptAdherence?.label).toMatch(/script/i);
    expect(metrics.languages?.value).toBe(`${facts.languages}+`);
  });

  it("spells each figure's words one way in prose too", () => {
    const variants: [wrong: RegExp, right: string][] = [
      [/\bupto\b/i, "up to"],
      [/\$\d+K\b/, "$10k, as usdThousands writes it"],
      [/\bMulti\b(?!-)/, `${facts.languages}+ languages`],
    ];
    const found = variants.flatMap(([wrong, right]) =>
      ourStrings
        .filter(([, text]) => wrong.test(text))
        .map(([path, text]) => `${path}: "${wrong.exec(text)?.[0]}" (write ${right})`),
    );
    expect(found).toEqual([]);
  });
});

describe("claims a technical buyer checks against each other", () => {
  /** How every page words the trial's offer. */
  const trial = `${facts.freeTrialDays}-day free trial`;

  it("counts no more reviews than clients, and the JSON-LD says what the pages show", () => {
    expect(facts.rating.reviewCount).toBeLessThanOrEqual(facts.businessesServed);
    const shown = figures.filter((f) => f.fact === "rating");
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(metrics.rating?.detail).toContain(`${facts.rating.reviewCount} reviews`);
    expect(content.structuredDataFacts.aggregateRating).toMatchObject({
      ratingValue: Number(metrics.rating?.value),
      reviewCount: facts.rating.reviewCount,
      bestRating: 5,
    });
  });

  it("quotes each person as one person, and no two people in the same words", () => {
    // Every quote: an object with a name and a star rating (testimonials of every page), once
    // even where a page lists an exported array again.
    const seen = new Set<unknown>();
    const quotes = [...walk(content)].flatMap(([path, node]) => {
      const q = node as Record<string, unknown> | null;
      if (typeof q?.name !== "string" || typeof q.rating !== "number" || seen.has(q)) return [];
      seen.add(q);
      const words = [q.content, q.quote, q.text].find((t) => typeof t === "string") ?? "";
      const company = (q.company as { name?: string } | undefined)?.name ?? q.clinic;
      return [{ path, name: q.name, role: q.role, company, words }];
    });
    expect(quotes.length).toBeGreaterThan(15);
    const person = (name: string) => name.replace(/^(Dr|Mr|Mrs|Ms)\.? /, "");
    const problems: string[] = [];
    for (const [i, a] of quotes.entries()) {
      for (const b of quotes.slice(i + 1)) {
        if (person(a.name) === person(b.name)) {
          // One person: one name, one role and one company, and the same words.
          for (const field of ["name", "role", "company", "words"] as const)
            if (a[field] !== undefined && b[field] !== undefined && a[field] !== b[field])
              problems.push(`${a.name}: ${field} differs between ${a.path} and ${b.path}`);
        } else {
          // Two people: not one story under two names (six words in a row in common).
          const runs = (text: string) => {
            const w = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
            return new Set(w.slice(5).map((_, k) => w.slice(k, k + 6).join(" ")));
          };
          const theirs = runs(b.words);
          const shared = [...runs(a.words)].find((run) => theirs.has(run));
          if (shared) problems.push(`${a.name} and ${b.name} both say "${shared}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("claims the security we have, not a grade or a certificate we don't", () => {
    expect(content.compliance.soc2).toMatch(/in progress/);
    const overclaims = ourStrings.filter(
      ([path, text]) =>
        // A question a buyer asks ("Is it SOC 2 compliant?") is not a claim; its answer is.
        !path.startsWith("content.compliance.") &&
        !path.endsWith(".q") &&
        /enterprise[- ]grade|bank[- ](level|grade)|military[- ]grade|SOC 2[- ](certified|compliant)|fully secure/i.test(
          text,
        ),
    );
    expect(overclaims).toEqual([]);
    expect(content.testimonialsPage.trustLines).toContain(content.claim("hipaa").text);
  });

  it("offers the free trial on the plans it applies to, and says so on each", () => {
    const offers = (plan: (typeof pricingPage.plans)[number]) => plan.priceSuffix.includes(trial);
    const withTrial = pricingPage.plans.filter(offers);
    const without = pricingPage.plans.filter((plan) => !offers(plan));
    expect(withTrial.length).toBeGreaterThan(0);
    for (const plan of withTrial) expect(plan.cta.label, plan.id).toMatch(/trial/i);
    for (const plan of without) expect(plan.cta.label, plan.id).not.toMatch(/trial/i);
    for (const plan of withTrial) expect(pricingPage.guarantee).toContain(plan.name);
    if (without.length > 0)
      expect(pricingPage.guarantee).not.toMatch(/\b(every|all|each) plans?\b/i);
  });

  it("names in the trial claim exactly the plans the trial comes with, and every page offering it uses that claim", () => {
    const claimed = content.claim("trial").text;
    // "7-day free trial on Starter and Growth builds, …": the plan names it picks out.
    const tiers = /\bon (.+?) (?:builds|plans)\b/.exec(claimed)?.[1]?.split(/, | and /) ?? [];
    expect(tiers.length, claimed).toBeGreaterThan(0);
    const inClaim = (plan: (typeof pricingPage.plans)[number]) =>
      tiers.some((tier) => new RegExp(`\\b${tier}\\b`).test(plan.name));
    for (const plan of pricingPage.plans)
      expect(inClaim(plan), plan.name).toBe(plan.priceSuffix.includes(trial));
    // Outside /pricing (which names each plan) a promise of the trial with no credit card is
    // made only in the claim's words. Not counted: "set up your free trial" on a booking call, and
    // the booking sections the trial buttons lead to, which promise no plan.
    const loose = stringsOf(content).filter(
      ([path, text]) =>
        !path.startsWith("content.pricingPage") &&
        !path.includes(".booking.intro.") &&
        !path.startsWith("content.blogPosts") &&
        ((text.includes(trial) && /no credit card/i.test(text)) ||
          /first \d+ days are free/.test(text)) &&
        !text.includes(claimed),
    );
    expect(loose.map(([path]) => path)).toEqual([]);
  });

  it("sends every free-trial button to a booking that says the trial starts there", () => {
    // Where each booking section is, and what its visitor reads first.
    const destinations: Record<string, string> = {
      [routes.booking]: booking.intro.description ?? "",
      [`${routes.landing}#${booking.sectionId}`]: landingPage.booking.intro.description ?? "",
    };
    const buttons = [...walk(content)].flatMap(([path, node]) => {
      const cta = node as { label?: unknown; href?: unknown } | null;
      const isButton =
        cta !== null && typeof cta === "object" && ("href" in cta || /cta$/i.test(path));
      return isButton && typeof cta.label === "string" && /trial/i.test(cta.label)
        ? [{ path, label: cta.label, href: cta.href }]
        : [];
    });
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const button of buttons) {
      expect(Object.keys(destinations), button.path).toContain(button.href);
      expect(destinations[String(button.href)], button.path).toContain(trial);
    }
  });
});
