import { brand, claim } from "../../brand.js";
import { compliance } from "../../compliance.js";
import { facts } from "../../facts.js";
import { percent, usd } from "../../figures.js";
import { routes } from "../../routes.js";
import { blogAuthors } from "../authors.js";
import type { BlogPostSource } from "../blog-post-source.js";

/** The worked example's practice: weekly calls and the shares of each step, in %. */
const practice = { calls: 120, unanswered: 18, newPatients: 35, wouldBook: 50, patientValue: 850 };
const missed = Math.round((practice.calls * practice.unanswered) / 100);
const newPatientCalls = Math.round((missed * practice.newPatients) / 100);
const lostCallers = Math.round((newPatientCalls * facts.callersLostToUnansweredCalls) / 100);
const lostPatients = Math.round((lostCallers * practice.wouldBook) / 100);
const weeklyLoss = lostPatients * practice.patientValue;
/** Weeks to months: 52 weeks over 12 months, rounded to the nearest thousand dollars. */
const monthlyLoss = Math.round((weeklyLoss * 52) / 12 / 1000) * 1000;

/**
 * Blog post: what unanswered calls cost a dental practice and how to recover that revenue.
 */
export const missedCallsCostDentalClinics: BlogPostSource = {
  slug: "missed-calls-cost-dental-clinics",
  title: "The Real Cost of Missed Calls for Dental Clinics (and How to Stop the Leak)",
  description:
    "Most callers who reach voicemail never call back. How to measure what missed calls cost your dental practice each month, and a 30-day plan to win it back.",
  date: "2026-03-18",
  updated: "2026-09-02",
  author: blogAuthors.daniel,
  category: "Industry Guides",
  cover: {
    src: "/images/blog/missed-calls-cost-dental-clinics.webp",
    alt: "A ringing phone with a missed-call badge next to a tooth icon and a falling revenue line",
    width: 1200,
    height: 630,
  },
  tags: ["Dental", "Missed calls", "Front desk", "AI Caller", "Revenue"],
  body: `Before I joined ${brand.name}, I ran operations for a four-chair dental practice in Texas. Every Monday I printed the phone report, and every Monday the same line jumped out: between 15 and 25 percent of inbound calls had rung out or gone to voicemail. We told ourselves those people would call back. Most of them didn't.

That is not a hunch: ${claim("unanswered-calls").text}, and in dentistry the caller on the other end is often a brand-new patient with a toothache and three other practices saved in Google Maps. This post shows you how to put a dollar figure on your missed calls and what actually fixes the problem.

## Why missed calls hurt dental practices more than most businesses

A missed call at a dental office is rarely a casual inquiry. It tends to be one of four things:

- **A new patient shopping for a dentist.** They found you in search results next to two or three competitors. The first office that picks up usually gets the appointment.
- **An urgent case.** A cracked tooth, a lost crown or swelling. These patients will book the same day with whoever answers.
- **An existing patient rescheduling.** If they can't reach you, the appointment quietly becomes a no-show and the chair sits empty.
- **An insurance or billing question.** Unanswered, it turns into a frustrated patient and a delayed payment.

Voicemail doesn't save you. Callers in 2026 expect an answer, not a beep, and very few leave a message, especially on mobile.

## When the calls actually go unanswered

When we audit a practice's call logs, missed calls cluster in the same windows almost every time:

1. **7:30 to 9:00 a.m.**, when the front desk is checking in the first patients and verifying insurance.
2. **The lunch hour**, when the office is thinly staffed or the phones are switched to voicemail.
3. **After 5 p.m. and weekends**, which is exactly when working adults finally have time to call.
4. **Any time the only person at the desk is already on the phone**, usually with an insurance company on hold.

None of these are staffing failures. A front desk that is checking patients in, taking payments and chasing pre-authorizations simply cannot also answer every ring.

## Put a number on it: a worked example

Here is the math for a typical general practice with two hygienists. Swap in your own figures.

| Step | Example practice | Result |
|---|---|---|
| Inbound calls per week | ${practice.calls} | ${practice.calls} calls |
| Share that go unanswered | ${percent(practice.unanswered)} | ${missed} missed calls |
| Share of missed calls from new patients | ${percent(practice.newPatients)} | ${newPatientCalls} new-patient calls |
| Callers who hang up and never call back | ${percent(facts.callersLostToUnansweredCalls)} | ${lostCallers} lost callers |
| Share who would have booked if answered | ${percent(practice.wouldBook)} | ${lostPatients} lost new patients |
| First-year value of a new patient | ${usd(practice.patientValue)} | ${usd(weeklyLoss)} per week |

That is roughly **${usd(monthlyLoss)} a month** in first-year production walking out the door, before you count the patient's lifetime value, the family members they would have referred, or the existing patients who couldn't reach you to reschedule. For a practice like this one, recovering that leak pays for a year of front-desk technology within ${facts.revenueRecoveryDays} days.

## How to measure your own numbers in one week

You don't need a consultant for this. Give it five working days:

1. **Export your call log.** Phone systems such as Weave, RingCentral, Nextiva and 8x8 all have a missed-call or abandoned-call report. Export it by hour of day.
2. **Mark the busy windows.** Highlight the hours where more than 15% of calls were missed. Those are the windows you fix first.
3. **Listen to a sample of voicemails.** Ten is enough to see whether they are new patients, reschedules or billing questions.
4. **Compare with your practice-management system.** In Dentrix or Open Dental, count the new patients booked that week and compare with the number of new-patient calls. The gap is your leak.
5. **Run the formula above** with your own average first-year value. If you don't know it, use your average production per new patient over their first 12 months.

## Fixes that don't hold up

Practices usually try one of these first. Each helps a little, none closes the gap:

- **Voicemail with a promise to call back.** By the time you call back, the patient has booked elsewhere.
- **A traditional answering service.** Useful for after-hours messages, but agents take notes rather than book appointments, and most bill by the minute.
- **Another front-desk hire.** Often $40,000 or more a year once payroll taxes and benefits are added, and they still can't cover nights, weekends or three calls at once.
- **A callback list on a sticky note.** It works on quiet days and collapses on busy ones, which are exactly the days that matter.

## What an AI receptionist does on a dental call

An AI voice agent answers on the first ring, every time, in parallel, at 2 p.m. or 2 a.m. On a well-configured dental line it will:

- greet the caller in your practice's name, say that it is the practice's AI assistant and ask whether they are a new or existing patient;
- answer common questions about hours, location, parking, accepted insurance and new-patient specials from your approved knowledge base;
- book, move or cancel appointments directly in your schedule, with integrations for Dentrix, Open Dental, Google Calendar and other systems;
- follow your emergency rules, for example transferring a caller with swelling and fever straight to the on-call dentist, without giving clinical advice itself;
- text the patient a confirmation and send the call summary to your team;
- do all of it under a Business Associate Agreement, because a dental call is full of protected health information. ${compliance.baa}

Your team keeps the calls that need a human and loses the ones that don't.

## A 30-day rollout plan

You don't have to hand over the phones on day one. The practices that get the best results roll out in stages:

- **Week 1: after hours and weekends only.** Zero risk to daytime operations, and it is where most of the lost new patients are.
- **Week 2: add lunch hour and overflow.** Calls that ring more than four times, or arrive while the desk is busy, roll over to the AI.
- **Week 3: add rescheduling and confirmations.** Let the agent handle "can I move my cleaning to Thursday?" end to end.
- **Week 4: review the numbers.** Compare answer rate, new-patient bookings and front-desk hours against your baseline week.

## What to track after go-live

Keep the scorecard short:

- **Answer rate.** It should be close to 100%, because the agent never puts anyone on hold.
- **New patients booked by the agent**, split into business hours and after hours.
- **Transfer rate.** How often the agent hands a caller to a person. A rate between 10% and 25% is normal in the first month.
- **Front-desk time recovered.** Most offices see hours come back within the first two weeks, time that goes into treatment coordination instead of phone tag.

The practices I worked with never had a demand problem. They had an answering problem. Fix that, and the new patients you are already paying to attract through your website, reviews and ads finally make it into the chair.

Want to see what those missed calls are worth to your practice? [Run your numbers through the ROI calculator](${routes.roi}), then [book a ${facts.consultationMinutes}-minute walkthrough](${routes.booking}) and we'll show you an AI receptionist answering a dental call live.`,
};
