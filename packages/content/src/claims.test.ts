// The copy states one value per fact and only claims a careful vendor can defend. Each test
// names the contradiction or claim of issue 7 it guards against.
import { HOURS_SAVED_PERCENT, LEAD_GROWTH_PERCENT } from "@novaline/roi";
import { describe, expect, it } from "vitest";
import * as content from "./index.js";
import { isClientAccount, stringsOf, walk } from "./testing/walk.js";

const { facts, compliance } = content;
const allStrings = stringsOf(content);
/** Our own claims: everything but client accounts and recordings. */
const ourStrings = allStrings.filter(([path]) => !isClientAccount(path));

/** Every match of `pattern` in our own claims, with the captured number. */
function numbersNear(pattern: RegExp): { path: string; text: string; value: number }[] {
  return ourStrings.flatMap(([path, text]) =>
    [...text.matchAll(pattern)].map((m) => ({
      path,
      text: m[0],
      value: Number(m.slice(1).find(Boolean)),
    })),
  );
}

describe("one value per fact", () => {
  it("states one no-show reduction", () => {
    // Figures labeled no-shows ("-35%" over "No-shows")…
    const figures = [...walk(content)].flatMap(([path, v]) => {
      const figure = v as { value?: unknown; label?: unknown } | null;
      return !isClientAccount(path) &&
        typeof figure?.value === "string" &&
        typeof figure.label === "string" &&
        /no-shows?/i.test(figure.label)
        ? [{ path, text: figure.value, value: Math.abs(Number.parseFloat(figure.value)) }]
        : [];
    });
    // …and reductions in prose ("35% fewer no-shows", "falls by 35%"), not no-show rates.
    const prose = numbersNear(
      /(\d+)% (?:fewer|less|lower|drop in|reduction in|cut in)[^.%\d]{0,25}no-shows?|no-shows?[^.%\d]{0,30}(?:by|fell|dropped|down) (\d+)%|(?:rate falls|drop|cut|reduc\w*) by (\d+)%/gi,
    );
    expect(figures.length).toBeGreaterThanOrEqual(2);
    expect(prose.length).toBeGreaterThanOrEqual(1);
    const found = [...figures, ...prose];
    expect(found.filter((f) => f.value !== facts.noShowReduction.value)).toEqual([]);
  });

  it("states only the two response times, and says which one each mention means", () => {
    const mentions = ourStrings.filter(([, text]) => /\b\d\.\d ?(s|sec|seconds?)\b/.test(text));
    expect(mentions.length).toBeGreaterThan(3);
    for (const [path, text] of mentions) {
      for (const m of text.matchAll(/\b(\d\.\d) ?(?:s|sec|seconds?)\b/g)) {
        const value = Number(m[1]);
        expect([facts.pickupSeconds, facts.replySeconds], `${path}: ${text}`).toContain(value);
      }
    }
    // A figure printed on its own ("0.1s") carries what it measures in `detail`.
    const figures = [...walk(content)].filter(
      (entry): entry is [string, { value: string; detail?: string }] => {
        const v = entry[1] as { value?: unknown } | null;
        return typeof v?.value === "string" && /^\d\.\ds$/.test(v.value);
      },
    );
    expect(figures.length).toBeGreaterThanOrEqual(2);
    for (const [path, figure] of figures) {
      const pickup = Number.parseFloat(figure.value) === facts.pickupSeconds;
      expect(figure.detail, path).toMatch(pickup ? /pick up/i : /reply/i);
    }
    // In prose, the pickup time is a pickup and the reply time a reply.
    for (const [path, text] of mentions.filter(([p]) => !p.endsWith(".value"))) {
      if (text.includes(`${facts.pickupSeconds}`)) expect(text, path).toMatch(/pick(s|ed)? up/i);
      if (text.includes(`${facts.replySeconds}`)) expect(text, path).toMatch(/repl(y|ies)/i);
    }
  });

  it("offers the same languages on every plan and never promises nobody is turned away", () => {
    const found = numbersNear(/(\d+)\+? (?:other |more )?languages/gi);
    expect(found.length).toBeGreaterThan(3);
    expect(found.filter((f) => f.value !== facts.languages)).toEqual([]);
    const tiered = ourStrings.filter(([, t]) =>
      /additional language|up to \d+ languages|turned away/i.test(t),
    );
    expect(tiered).toEqual([]);
  });

  it("says setup takes the client's 14 minutes and going live takes up to 24 hours", () => {
    const wrong = allStrings.filter(([path, t]) =>
      path.endsWith(".transcript")
        ? false
        : /(go|goes|went|be|are) live in \d+ min|live in \d+ minutes|took (an|one) afternoon/i.test(
            t,
          ),
    );
    expect(wrong).toEqual([]);
    const setup = numbersNear(/set ?up[^.]{0,25}?(\d+) min/gi);
    expect(setup.length).toBeGreaterThan(3);
    expect(setup.filter((f) => f.value !== facts.setupMinutes)).toEqual([]);
    const live = numbersNear(/live within (\d+) hours/gi);
    expect(live.length).toBeGreaterThan(3);
    expect(live.filter((f) => f.value !== facts.liveWithinHours)).toEqual([]);
  });

  it("presents the 28% and the 35% only as the ROI calculator's assumptions", () => {
    const leadGrowth = ourStrings.filter(([, t]) =>
      new RegExp(`\\b${LEAD_GROWTH_PERCENT}(%| percent)`).test(t),
    );
    expect(leadGrowth.length).toBeGreaterThan(3);
    for (const [path, text] of leadGrowth) {
      expect(text, path).not.toMatch(/first \d+ days|clients see|on average|we serve/i);
    }
    // Every place that prints it says it is an assumption, in the text or its figure's detail.
    const assumed = [...walk(content)].filter(([, v]) => {
      if (typeof v === "string") return new RegExp(`\\b${LEAD_GROWTH_PERCENT}%`).test(v);
      return false;
    });
    for (const [path, text] of assumed) {
      if (path.endsWith(".value")) {
        const parent = path.slice(0, -".value".length);
        const figure = [...walk(content)].find(([p]) => p === parent)?.[1] as { detail?: string };
        expect(figure.detail, parent).toMatch(/assum/i);
      } else if (!path.endsWith(".body")) {
        expect(text, path).toMatch(/assum|calculator/i);
      }
    }
    const hours = ourStrings.filter(([, t]) =>
      new RegExp(`\\b${HOURS_SAVED_PERCENT}% of (your )?(monthly )?inquir`).test(t),
    );
    expect(hours.length).toBeGreaterThan(1);
    for (const [path, text] of hours) expect(text, path).not.toMatch(/clients see|we serve/i);
  });

  it("stores patient data in one place: US regions", () => {
    const hipaaPost = content.getBlogPost("hipaa-compliant-ai-answering-for-clinics");
    expect(hipaaPost?.body).toContain(compliance.phiStorage);
    const policy = content.privacyPolicy.sections.map((s) => s.body).join("\n");
    expect(policy).toContain(compliance.phiStorage);
    expect(policy).toContain(compliance.websiteDataLocations);
    const elsewhere = ourStrings.filter(
      ([, t]) =>
        /(PHI|patient data|health information)[^.]{0,80}stored[^.]{0,40}(India|European Union)/i.test(
          t,
        ) || /regional data residency/i.test(t),
    );
    expect(elsewhere).toEqual([]);
  });

  it("signs a BAA with every healthcare client on every plan, and ran no US patient calls before", () => {
    const planFeatures = content.pricingPage.plans.flatMap((p) => p.features);
    expect(planFeatures.filter((f) => /BAA|Business Associate/i.test(f))).toEqual([]);
    expect(content.pricingPage.included.items.map((i) => i.description).join(" ")).toContain(
      compliance.baa,
    );
    const enterpriseOnly = ourStrings.filter(
      ([, t]) =>
        /(BAA|Business Associate Agreement)[^.]{0,60}(enterprise|only on|higher plans)/i.test(t) &&
        !/red flag/i.test(t),
    );
    expect(enterpriseOnly).toEqual([]);
    for (const milestone of content.aboutPage.milestones.items) {
      if (/\b(US|Texas|United States|American)\b/.test(milestone.description + milestone.title))
        expect(Number(milestone.year), milestone.title).toBeGreaterThanOrEqual(
          facts.hipaaProgramYear,
        );
    }
    // The story says US practices came only once the HIPAA program and a BAA were in place.
    const story = content.aboutPage.story.paragraphs.join(" ");
    expect(story).toMatch(
      new RegExp(
        `first US practices only in ${facts.hipaaProgramYear}[^.]*Business Associate Agreement`,
      ),
    );
  });
});

describe("claims a compliance reviewer can defend", () => {
  const faqs = [
    ...content.aiCallerPage.faq.items,
    ...content.aiChatbotPage.faq.items,
    ...content.servicesPage.details.aiAgentInteraction.faq,
    ...content.servicesPage.details.chatbotShowcase.faq,
    ...content.pricingPage.faq.items,
    ...content.contactPage.faq,
  ];

  it("never answers a compliance question with a bare yes", () => {
    const compliant = faqs.filter((f) => /HIPAA|PCI|SOC 2|complian/i.test(f.q));
    expect(compliant.length).toBeGreaterThanOrEqual(2);
    for (const faq of compliant) {
      expect(faq.a, faq.q).not.toMatch(/^yes\b/i);
      if (faq.q.includes("SOC 2")) expect(faq.a, faq.q).toContain(compliance.soc2);
      if (faq.q.includes("PCI")) expect(faq.a, faq.q).toContain(compliance.payments);
      if (faq.q.includes("HIPAA")) expect(faq.a, faq.q).toContain(compliance.baa);
    }
    expect(compliance.soc2).toMatch(/in progress/);
  });

  it("makes no absolute promise without its mechanism", () => {
    const absolute = ourStrings.filter(([, t]) =>
      /never (written|stored|recorded)|100% (secure|safe)|fully compliant|guarantee(d)? (results|compliance)/i.test(
        t,
      ),
    );
    expect(absolute.filter(([, t]) => !/because|so (that )?|through|by |link/i.test(t))).toEqual(
      [],
    );
  });

  it("never claims HIPAA-compliant handling of patient data on consumer messaging apps", () => {
    const claims = allStrings.filter(([, t]) =>
      t
        .split(/(?<=[.!?])\s/)
        .some(
          (sentence) =>
            /WhatsApp|Instagram|Messenger/.test(sentence) &&
            /HIPAA[- ]compliant (handling|messag|chat)/i.test(sentence),
        ),
    );
    expect(claims).toEqual([]);
    expect(content.aiChatbotPage.faq.items[0]?.a).toContain(compliance.messagingApps);
  });

  it("has every agent disclose that it is an AI", () => {
    const passing = allStrings.filter(([, t]) =>
      /assume (they're|they are) talking|can't tell it's|nobody (can tell|knows)|sounds? (so )?human (that )?no/i.test(
        t,
      ),
    );
    expect(passing).toEqual([]);
    expect(content.aiCallerPage.demo.disclosure).toMatch(/\bAI assistant\b/);
    expect(content.aiChatbotPage.demo.disclosure).toMatch(/\bAI assistant\b/);
    for (const detail of Object.values(content.servicesPage.details)) {
      const firstAi = detail.sampleConversation.lines.find((line) => line.from === "ai");
      expect(firstAi?.text, detail.path).toMatch(/\bAI assistant\b/);
    }
    expect(compliance.aiDisclosure).toMatch(/FCC/);
  });

  it("mentions consent and calling hours wherever it describes an outbound call", () => {
    const outbound =
      /\boutbound\b|\bcalls? (new|every|each|shoppers|clients|customers|parents|guests|recipients|leads|patients|buyers|people|them)\b|speed[- ]to[- ]lead|abandoned[- ]?carts?|reminder calls?/i;
    const consent =
      /consent|opted in|opt(ed)?-in|asked to be (called|contacted)|agreed to|asks? to be called/i;
    const hours = /calling hours|quiet hours|8 AM to 9 PM|8 a\.m\./i;
    const items = ourStrings.filter(
      // Headings, labels, tags and file names name the capability; prose describes the use.
      ([path, t]) =>
        outbound.test(t) &&
        !/\.(body|q|title|subtitle|label|eyebrow|slug|src|srcSet)$|\.tags\[\d+\]$|^content\.pageMeta\./.test(
          path,
        ),
    );
    expect(items.length).toBeGreaterThan(8);
    const missing = items.filter(([, t]) => !consent.test(t) || !hours.test(t));
    expect(missing).toEqual([]);
    expect(compliance.outboundCalls).toMatch(consent);
    expect(compliance.outboundCalls).toMatch(hours);
  });

  it("gives no medical advice in sample calls and chats", () => {
    const samples = [
      ...Object.values(content.servicesPage.details).flatMap((d) =>
        d.sampleConversation.lines.map((l) => l.text),
      ),
      ...content.aiCallerPage.demo.scenarios.map((s) => s.aiResponse),
      ...content.aiChatbotPage.demo.quickReplies.map((q) => q.aiReply),
    ];
    const advice = samples.filter((t) =>
      /avoid (very )?(hot|cold)|take (ibuprofen|painkillers|aspirin)|rinse with|apply (ice|a cold)|suits all skin|safe for (your|sensitive)/i.test(
        t,
      ),
    );
    expect(advice).toEqual([]);
  });

  it("notes that results vary wherever client results are shown", () => {
    const notes = [
      content.testimonialsPage.resultsNote,
      content.landingPage.statsFootnote,
      content.homePage.transformation.intro.footnote,
      content.aiCallerPage.impact.intro.footnote,
      content.aiChatbotPage.impact.intro.footnote,
      content.servicesPage.hero.footnote,
    ];
    for (const note of notes) expect(note).toMatch(/vary/i);
    // Every measured figure says what it measures.
    const measured = [...walk(content)].filter(([path, v]) => {
      const figure = v as { value?: unknown; countUp?: unknown } | null;
      return (
        !isClientAccount(path) &&
        typeof figure?.value === "string" &&
        /^[+-]?\d+%$/.test(figure.value) &&
        figure.countUp !== undefined
      );
    });
    expect(measured.length).toBeGreaterThan(15);
    for (const [path, figure] of measured)
      expect((figure as { detail?: string }).detail, path).toBeTruthy();
  });

  it("sources the Organization rating from the facts", () => {
    expect(content.structuredDataFacts.aggregateRating).toMatchObject({
      ratingValue: facts.rating.value,
      reviewCount: facts.rating.reviewCount,
    });
  });
});

describe("the spec's details", () => {
  it("uses one separator in every page title", () => {
    for (const [key, meta] of Object.entries(content.pageMeta)) {
      if (key === "home") expect(meta.title).toBe(content.siteMeta.title);
      else expect(meta.title, key).toMatch(/ \| NovaLine$/);
      expect(meta.title, key).not.toMatch(/ [-–—] /);
    }
    expect(content.siteMeta.title).toBe("NovaLine | Advanced AI Voice Agents & Chatbots");
    expect(content.pageTitle("Pricing")).toBe("Pricing | NovaLine");
  });

  it("prints the spec's $10,000+ as the Enterprise starting price", () => {
    const enterprise = content.pricingPage.plans.find((p) => p.id === "enterprise");
    expect(enterprise?.priceLabel).toBe("$10,000+");
    expect(content.pricingPage.plans.map((p) => p.priceLabel)).toEqual([
      "$1,000",
      "$2,500",
      "$4,500",
      "$7,500",
      "$10,000+",
    ]);
  });

  it("titles the widget's panel with the live-AI name", () => {
    expect(content.voiceWidget.title).toBe(content.brand.liveAiName);
  });

  it("writes US English", () => {
    const british =
      /\b(cancell(ed|ing)|optimis|organis|recognis|summaris|analys(e|ed|ing)\b|programme|centre|colour|behaviour|favourite|licence|enrol\b|enrolment|enquir|honour|catalogue|e-mail|travell)/i;
    const found = allStrings
      .filter(([, t]) => british.test(t))
      .map(([p, t]) => [p, british.exec(t)?.[0]]);
    expect(found).toEqual([]);
  });

  it("has the cookie notice the privacy policy promises", () => {
    const notice = content.consentNotice;
    expect(notice.body).toContain(content.routes.privacyPolicy);
    expect(notice.gpcNotice).toMatch(/Global Privacy Control/);
    expect(notice.acceptLabel).not.toBe(notice.declineLabel);
    const cookies = content.privacyPolicy.sections.find((s) => s.id === "cookies")?.body ?? "";
    expect(cookies).toMatch(/Global Privacy Control/);
    expect(cookies).toContain(content.footerNavigation.cookieSettingsLabel);
  });

  it("keeps the spec's timings in one typed export", () => {
    expect(content.timings).toMatchObject({
      comparisonRevealMs: 2000,
      callDemoRingMs: 1200,
      chatDemoReplyMs: 800,
      countUpMs: 1500,
      chartMs: 2000,
      bookingFallbackMs: 8000,
      footerScrollDelayMs: 100,
      marqueeSeconds: 25,
      marqueeNarrowSeconds: 35,
    });
    const timingFields = [...walk(content)].filter(
      ([path]) => /(Ms|DelayMs|IntervalMs)$/.test(path) && !path.startsWith("content.timings"),
    );
    expect(timingFields).toEqual([]);
  });
});
