import {
  calculateRoi,
  DEFAULT_ROI_INPUT,
  formatNumber,
  formatUsd,
  HOURS_SAVED_PERCENT,
  LEAD_GROWTH_PERCENT,
  ROI_INPUT_LIMITS,
  type RoiInput,
} from "@novaline/roi";
import { brand, claim } from "../../brand.js";
import { routes } from "../../routes.js";
import { blogAuthors } from "../authors.js";
import type { BlogPostSource } from "../blog-post-source.js";

const lead = `${LEAD_GROWTH_PERCENT}%`;
const hours = `${HOURS_SAVED_PERCENT}%`;
/** Staff minutes per inquiry the hours-saved assumption stands for. */
const minutesPerInquiry = (HOURS_SAVED_PERCENT * 60) / 100;
const { monthlyInquiries, valuePerConversion, closeRatePercent } = DEFAULT_ROI_INPUT;
const base = calculateRoi(DEFAULT_ROI_INPUT);
const limits = ROI_INPUT_LIMITS;

/** Assumed monthly cost of the service in the ROI-of-spend example, and its parts. */
const spend = { build: 2500, buildMonthly: 210, usage: 440, maintenance: 349, total: 1000 };
const hourlyCost = 22;
const hoursValue = base.hoursSaved * hourlyCost;
const netGain = base.revenueGain + hoursValue - spend.total;

const examples: readonly [business: string, input: RoiInput][] = [
  ["Dental clinic", { monthlyInquiries: 300, valuePerConversion: 850, closeRatePercent: 40 }],
  ["Real-estate team", { monthlyInquiries: 160, valuePerConversion: 5000, closeRatePercent: 3 }],
  ["Hair salon", { monthlyInquiries: 600, valuePerConversion: 95, closeRatePercent: 45 }],
];
const exampleRows = examples
  .map(([business, input]) => {
    const result = calculateRoi(input);
    return `| ${business} | ${formatNumber(input.monthlyInquiries)} | ${formatUsd(input.valuePerConversion)} | ${input.closeRatePercent}% | ${result.extraCustomers} | ${formatUsd(result.revenueGain)} | ${result.hoursSaved} |`;
  })
  .join("\n");

/**
 * Blog post: the formulas behind the ROI calculator, with worked examples.
 */
export const howToCalculateRoiAiReceptionist: BlogPostSource = {
  slug: "how-to-calculate-roi-ai-receptionist",
  title: "How to Calculate the ROI of an AI Receptionist (With the Exact Formulas We Use)",
  description:
    "The formulas behind our ROI calculator: estimate extra leads, customers, revenue and hours saved by an AI receptionist, with clinic, realtor and salon examples.",
  date: "2026-08-26",
  author: blogAuthors.aarav,
  category: "Growth",
  cover: {
    src: "/images/blog/how-to-calculate-roi-ai-receptionist.webp",
    alt: "A calculator beside a rising bar chart and a coin stack, showing return on investment",
    width: 1200,
    height: 630,
  },
  tags: ["ROI", "AI receptionist", "Lead conversion", "Growth", "Calculator"],
  body: `Every owner who talks to us eventually asks the same thing: "What will this actually be worth to my business?" We built the ROI calculator on our site to answer that question in under a minute. This post opens the hood: the three inputs, the formulas, the two assumptions behind them, and how to check the result against your own numbers.

## The three inputs

The calculator asks for three figures you already know, or can estimate in five minutes:

1. **Monthly inquiries:** calls, web forms and messages that reach your business each month. The slider runs from ${formatNumber(limits.monthlyInquiries.min)} to ${formatNumber(limits.monthlyInquiries.max)} in steps of ${limits.monthlyInquiries.step}.
2. **Average value per conversion:** what one new customer is worth to you, from ${formatUsd(limits.valuePerConversion.min)} to ${formatUsd(limits.valuePerConversion.max)}. Use the first purchase or first-year value, not lifetime value, to stay conservative.
3. **Close rate:** the share of inquiries that become paying customers today, from ${limits.closeRatePercent.min}% to ${limits.closeRatePercent.max}%.

The defaults are ${monthlyInquiries} inquiries, ${formatUsd(valuePerConversion)} and a ${closeRatePercent}% close rate, which is roughly a busy single-location salon or a small clinic.

## The formulas

Everything else is calculated from those three numbers. Results are rounded to whole leads, customers and hours.

- **Extra leads** = ${lead} × monthly inquiries
- **New total leads** = monthly inquiries + extra leads
- **Current customers** = monthly inquiries × close rate
- **Extra customers** = extra leads × close rate
- **New customers** = current customers + extra customers
- **Current revenue** = current customers × value per conversion
- **New revenue** = new customers × value per conversion
- **Revenue gain** = new revenue − current revenue
- **Hours saved** = ${hours} of monthly inquiries, in hours

Notice what is *not* in there: we don't assume your close rate goes up. The gain comes from handling more conversations, not from converting them better, which keeps the estimate conservative.

## Worked example: the defaults

With ${monthlyInquiries} inquiries, ${formatUsd(valuePerConversion)} per conversion and a ${closeRatePercent}% close rate:

| Output | Calculation | Result |
|---|---|---|
| Extra leads | ${lead} × ${monthlyInquiries} | ${base.extraLeads} |
| New total leads | ${monthlyInquiries} + ${base.extraLeads} | ${base.newTotalLeads} |
| Current customers | ${monthlyInquiries} × ${closeRatePercent}% | ${base.currentCustomers} |
| Extra customers | ${base.extraLeads} × ${closeRatePercent}%, rounded | ${base.extraCustomers} |
| New customers | ${base.currentCustomers} + ${base.extraCustomers} | ${base.newCustomers} |
| Current revenue | ${base.currentCustomers} × ${formatUsd(valuePerConversion)} | ${formatUsd(base.currentRevenue)} |
| New revenue | ${base.newCustomers} × ${formatUsd(valuePerConversion)} | ${formatUsd(base.newRevenue)} |
| Revenue gain | ${formatUsd(base.newRevenue)} − ${formatUsd(base.currentRevenue)} | **${formatUsd(base.revenueGain)} per month** |
| Hours saved | ${hours} × ${monthlyInquiries} | **${base.hoursSaved} hours per month** |

So, under the calculator's assumptions, a business with ${monthlyInquiries} monthly inquiries would get about ${base.extraLeads} extra leads, ${base.extraCustomers} extra customers, ${formatUsd(base.revenueGain)} more revenue and ${base.hoursSaved} staff hours back every month.

## The two assumptions, and how to test them

These two constants are the heart of the model. They are the calculator's planning assumptions, not averages measured on your business or ours, so treat them as a starting point to check.

**${lead} more leads (assumed).** The calculator assumes that answering every call and message, including those that ring out at lunch, reach voicemail after hours or get a reply the next day, recovers leads equal to ${lead} of your monthly inquiries. Industry surveys say ${claim("unanswered-calls").text}, so if your phone goes unanswered often, your real figure may be higher; if you already answer almost everything, it will be lower.

**Hours saved equal to ${hours} of inquiries (assumed).** Handling an inquiry costs staff time beyond the call itself: the callback, the back-and-forth to find a slot, entering details into the CRM, sending a confirmation. The calculator assumes about ${minutesPerInquiry} minutes of staff time per inquiry, or ${HOURS_SAVED_PERCENT / 100} hours, once the AI handles it end to end. Time one week of your front desk's inquiries and you will know how close that is for you.

## Three more examples

The same formulas, run for three different businesses:

| Business | Inquiries | Value | Close rate | Extra customers | Revenue gain | Hours saved |
|---|---|---|---|---|---|---|
${exampleRows}

Two things stand out. The clinic's gain is large because each new patient is valuable and the close rate on phone inquiries is high. The real-estate team's result is conservative: the slider tops out at ${formatUsd(limits.valuePerConversion.max)}, while an average commission is often higher, so a single extra closing can be worth far more than the calculator shows.

## From revenue gain to ROI

The calculator shows the upside. To get a true return on investment, add the value of the hours saved and subtract what you pay:

- **Value of hours saved** = hours saved × loaded hourly cost of the staff who handle inquiries
- **Net monthly gain** = revenue gain + value of hours saved − monthly cost of the service
- **ROI** = net monthly gain ÷ monthly cost of the service

For the default example, assume front-desk time costs ${formatUsd(hourlyCost)} an hour and the service costs about ${formatUsd(spend.total)} a month all-in: a ${formatUsd(spend.build)} one-time build spread over twelve months (about ${formatUsd(spend.buildMonthly)}), roughly ${formatUsd(spend.usage)} of per-minute usage and a ${formatUsd(spend.maintenance)} maintenance plan:

- Value of hours saved: ${base.hoursSaved} × ${formatUsd(hourlyCost)} = ${formatUsd(hoursValue)}
- Net monthly gain: ${formatUsd(base.revenueGain)} + ${formatUsd(hoursValue)} − ${formatUsd(spend.total)} = ${formatUsd(netGain)}
- ROI: ${formatUsd(netGain)} ÷ ${formatUsd(spend.total)} = **${Math.round((netGain / spend.total) * 100)}%**

Use your own build price, expected usage and maintenance plan from the pricing page; the structure of the calculation stays the same.

## Common mistakes that inflate the numbers

- **Counting every website visitor as an inquiry.** Only count people who called, messaged or filled in a form.
- **Using your best month's close rate.** Use a 90-day average.
- **Using lifetime value as value per conversion.** It's tempting, but it makes every tool look like a bargain. Keep it to the first purchase or first year.
- **Treating hours saved as cash you don't redeploy.** Hours are only worth money if the team uses them for treatment coordination, follow-ups or selling, rather than waiting for the next walk-in.

## Validate it with a trial, not a spreadsheet

The formulas give you an estimate. The ${claim("trial").figure} free trial, with no credit card required, gives you evidence. During the trial, track four numbers against the week before: answered inquiries, bookings made by the AI, bookings made after hours, and staff hours spent on the phone. If your results come in below the calculator's estimate, you will know exactly which assumption to adjust, and we'll help you find out why.

${brand.name} was built on the idea that a small business shouldn't need a finance team to know whether automation pays. Three inputs should be enough.

Ready to run your own numbers? [Try the ROI calculator](${routes.roi}) with your inquiries, value and close rate, then compare plans on the [pricing page](${routes.pricing}).`,
};
