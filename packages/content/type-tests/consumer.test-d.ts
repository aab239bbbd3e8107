// What a page that imports the built package can write: the exports carry their interfaces,
// so optional fields stay optional and arrays map without literal-union gymnastics.
import {
  facts,
  homePage,
  metrics,
  pricingPage,
  testimonials,
  timings,
  type Metric,
  type MetricKey,
  type PricingPlan,
  type StatFigure,
  type Testimonial,
} from "@novaline/content";
import { describe, expectTypeOf, it } from "vitest";

describe("@novaline/content as a consumer sees it", () => {
  it("reads optional count-up settings of every stat", () => {
    const targets = homePage.stats.map((s) => s.countUp?.to);
    expectTypeOf(targets).toEqualTypeOf<(number | undefined)[]>();
    expectTypeOf(homePage.stats).toEqualTypeOf<readonly StatFigure[]>();
  });

  it("reads the optional video of every testimonial", () => {
    const sources = testimonials.map((t) => t.video?.src);
    expectTypeOf(sources).toEqualTypeOf<(string | undefined)[]>();
    expectTypeOf(testimonials).toEqualTypeOf<readonly Testimonial[]>();
  });

  it("reads the optional badge of every plan", () => {
    const badges = pricingPage.plans.map((p) => p.badge);
    expectTypeOf(badges).toEqualTypeOf<(string | undefined)[]>();
    expectTypeOf(pricingPage.plans).toEqualTypeOf<readonly PricingPlan[]>();
  });

  it("types facts and timings as numbers, not literals", () => {
    expectTypeOf(facts.businessesServed).toEqualTypeOf<number>();
    expectTypeOf(facts.noShowReduction.value).toEqualTypeOf<number>();
    expectTypeOf(timings.callDemoRingMs).toEqualTypeOf<number>();
  });

  it("reads every metric by its key, as a figure a page can print", () => {
    expectTypeOf(metrics.pickupTime).toEqualTypeOf<Metric>();
    expectTypeOf(metrics.pickupTime.fact).toEqualTypeOf<MetricKey>();
    expectTypeOf<Metric>().toExtend<StatFigure>();
    expectTypeOf(homePage.stats[0]?.fact).toEqualTypeOf<MetricKey | undefined>();
  });

  it("lets a page hold any copy of the right shape", () => {
    const mine: StatFigure = { value: "12", label: "Agents" };
    expectTypeOf<typeof homePage.stats>().toExtend<readonly StatFigure[]>();
    expectTypeOf(mine).toExtend<(typeof homePage.stats)[number]>();
  });
});
