import { brand, claim } from "../../brand.js";
import { routes } from "../../routes.js";
import { blogAuthors } from "../authors.js";
import type { BlogPostSource } from "../blog-post-source.js";

/**
 * Blog post: the formulas behind the ROI calculator, with worked examples.
 * @public
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
    src: "/images/blog/how-to-calculate-roi-ai-receptionist.svg",
    alt: "A calculator beside a rising bar chart and a coin stack, showing return on investment",
    width: 1200,
    height: 630,
  },
  tags: ["ROI", "AI receptionist", "Lead conversion", "Growth", "Calculator"],
  body: `Every owner who talks to us eventually asks the same thing: "What will this actually be worth to my business?" We built the ROI calculator on our site to answer that question in under a minute. This post opens the hood: the three inputs, the formulas, where the constants come from, and how to sanity-check the result against your own numbers.

## The three inputs

The calculator asks for three figures you already know, or can estimate in five minutes:

1. **Monthly inquiries:** calls, web forms and messages that reach your business each month. The slider runs from 50 to 2,000 in steps of 50.
2. **Average value per conversion:** what one new customer is worth to you, from $50 to $5,000. Use the first purchase or first-year value, not lifetime value, to stay conservative.
3. **Close rate:** the share of inquiries that become paying customers today, from 1% to 80%.

The defaults are 200 inquiries, $150 and a 35% close rate, which is roughly a busy single-location salon or a small clinic.

## The formulas

Everything else is calculated from those three numbers. Results are rounded to whole leads, customers and hours.

- **Extra leads** = 28% × monthly inquiries
- **New total leads** = monthly inquiries + extra leads
- **Current customers** = monthly inquiries × close rate
- **Extra customers** = extra leads × close rate
- **New customers** = current customers + extra customers
- **Current revenue** = current customers × value per conversion
- **New revenue** = new customers × value per conversion
- **Revenue gain** = new revenue − current revenue
- **Hours saved** = 35% × monthly inquiries

Notice what is *not* in there: we don't assume your close rate goes up. The gain comes from handling more conversations, not from converting them better, which keeps the estimate honest.

## Worked example: the defaults

With 200 inquiries, $150 per conversion and a 35% close rate:

| Output | Calculation | Result |
|---|---|---|
| Extra leads | 28% × 200 | 56 |
| New total leads | 200 + 56 | 256 |
| Current customers | 200 × 35% | 70 |
| Extra customers | 56 × 35% = 19.6 | 20 |
| New customers | 70 + 20 | 90 |
| Current revenue | 70 × $150 | $10,500 |
| New revenue | 90 × $150 | $13,500 |
| Revenue gain | $13,500 − $10,500 | **$3,000 per month** |
| Hours saved | 35% × 200 | **70 hours per month** |

So a business with 200 monthly inquiries can expect about 56 extra leads, 20 extra customers, $3,000 more revenue and 70 staff hours back every month.

## Where 28% and 35% come from

These two constants are the heart of the model, so it's fair to ask where they come from.

**28% more leads.** Across the ${claim("trusted").figure} businesses we serve, clients see on average 28% growth in leads after going live. That growth comes from conversations that used to be lost: calls that rang out, messages answered the next day, after-hours inquiries that went to voicemail. Remember that ${claim("unanswered-calls").text}, so answering all of them moves the needle quickly.

**35% of inquiries in hours saved.** Handling an inquiry costs staff time beyond the call itself: the callback, the back-and-forth to find a slot, entering details into the CRM, sending a confirmation. Across our clients that averages about 21 minutes per inquiry, or 0.35 hours, once it is fully handled by the AI. Multiply by your monthly volume and you get the hours returned to your team.

## Three more examples

The same formulas, run for three different businesses:

| Business | Inquiries | Value | Close rate | Extra customers | Revenue gain | Hours saved |
|---|---|---|---|---|---|---|
| Dental clinic | 300 | $850 | 40% | 34 | $28,900 | 105 |
| Real-estate team | 160 | $5,000 | 3% | 1 | $5,000 | 56 |
| Hair salon | 600 | $95 | 45% | 76 | $7,220 | 210 |

Two things stand out. The clinic's gain is large because each new patient is valuable and the close rate on phone inquiries is high. The real-estate team's result is conservative: the slider tops out at $5,000, while an average commission is often higher, so a single extra closing can be worth far more than the calculator shows.

## From revenue gain to ROI

The calculator shows the upside. To get a true return on investment, add the value of the hours saved and subtract what you pay:

- **Value of hours saved** = hours saved × loaded hourly cost of the staff who handle inquiries
- **Net monthly gain** = revenue gain + value of hours saved − monthly cost of the service
- **ROI** = net monthly gain ÷ monthly cost of the service

For the default example, assume front-desk time costs $22 an hour and the service costs about $1,000 a month all-in: a $2,500 one-time build spread over twelve months (about $210), roughly $440 of per-minute usage and a $349 maintenance plan:

- Value of hours saved: 70 × $22 = $1,540
- Net monthly gain: $3,000 + $1,540 − $1,000 = $3,540
- ROI: $3,540 ÷ $1,000 = **354%**, or about 4.5× your monthly spend coming back

Use your own build price, expected usage and maintenance plan from the pricing page; the structure of the calculation stays the same.

## Common mistakes that inflate the numbers

- **Counting every website visitor as an inquiry.** Only count people who called, messaged or filled in a form.
- **Using your best month's close rate.** Use a 90-day average.
- **Using lifetime value as value per conversion.** It's tempting, but it makes every tool look like a bargain. Keep it to the first purchase or first year.
- **Treating hours saved as cash you don't redeploy.** Hours are only worth money if the team uses them for treatment coordination, follow-ups or selling, rather than waiting for the next walk-in.

## Validate it with a trial, not a spreadsheet

The formulas give you an estimate. The ${claim("trial").figure} free trial, with no credit card required, gives you evidence. During the trial, track four numbers against the week before: answered inquiries, bookings made by the AI, bookings made after hours, and staff hours spent on the phone. If your results come in below the calculator's estimate, you will know exactly which input to adjust, and we'll help you find out why.

${brand.name} was built on the idea that a small business shouldn't need a finance team to know whether automation pays. Three inputs should be enough.

Ready to run your own numbers? [Try the ROI calculator](${routes.roi}) with your inquiries, value and close rate, then compare plans on the [pricing page](${routes.pricing}).`,
};
