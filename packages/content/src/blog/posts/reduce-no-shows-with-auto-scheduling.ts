import { brand } from "../../brand.js";
import { compliance } from "../../compliance.js";
import { facts } from "../../facts.js";
import { percent, usd } from "../../figures.js";
import { routes } from "../../routes.js";
import { blogAuthors } from "../authors.js";
import type { BlogPostSource } from "../blog-post-source.js";

/** The cost example's clinic. */
const clinic = { appointments: 400, noShowRate: 12, appointmentValue: 180 };
const missedPerMonth = Math.round((clinic.appointments * clinic.noShowRate) / 100);
const lostPerMonth = missedPerMonth * clinic.appointmentValue;
const reduction = facts.noShowReduction.value;
const lowerRate = Math.round(clinic.noShowRate * (100 - reduction)) / 100;
const recoveredPerMonth = Math.round((missedPerMonth * reduction) / 100) * clinic.appointmentValue;

/**
 * Blog post: how auto scheduling, two-way reminders and waitlists reduce no-shows.
 */
export const reduceNoShowsWithAutoScheduling: BlogPostSource = {
  slug: "reduce-no-shows-with-auto-scheduling",
  title: "How Auto Scheduling Cuts No-Shows: Reminders, Rebooking and Waitlists on Autopilot",
  description:
    "An empty chair costs the same as a busy one. How two-way reminders, 24/7 rescheduling and automatic waitlists cut no-shows, with math to size your savings.",
  date: "2026-11-12",
  author: blogAuthors.daniel,
  category: "Scheduling",
  cover: {
    src: "/images/blog/reduce-no-shows-with-auto-scheduling.webp",
    alt: "A weekly calendar with empty slots filling in automatically and a reminder bell",
    width: 1200,
    height: 630,
  },
  tags: ["Scheduling", "No-shows", "Reminders", "Clinics", "Calendar"],
  body: `When I managed a dental office, the most expensive hour of the week was never the one with a complicated crown prep. It was the hour a hygienist spent waiting for a patient who didn't show. The room, the staff and the sterilized instruments all cost the same whether the chair is full or empty.

No-shows feel like bad luck. They're mostly a scheduling problem, and scheduling problems can be automated. Here is what actually moves the no-show rate, in the order I'd implement it.

## What a no-show really costs

Start with your own numbers. Here is a mid-sized clinic as an example:

| Input | Example clinic |
|---|---|
| Appointments per month | ${clinic.appointments} |
| No-show and late-cancel rate | ${percent(clinic.noShowRate)} |
| Missed appointments per month | ${missedPerMonth} |
| Average value per appointment | ${usd(clinic.appointmentValue)} |
| Revenue lost per month | ${usd(lostPerMonth)} |
| Revenue recovered if the rate falls by ${percent(reduction)}, to ${percent(lowerRate)} | ${usd(recoveredPerMonth)} per month |

Why ${percent(reduction)}? ${facts.noShowReduction.basis} Your own drop will vary with your starting rate and how far ahead you book. Even so, a ${percent(reduction)} cut here is worth ${usd(recoveredPerMonth * 12)} a year, without a single new patient. Salons, physiotherapy practices, tutoring centers and auto service bays all run the same math with different inputs.

## Why people don't show up

In my experience, and in what we hear from clients, no-shows come from a handful of causes:

- **They forgot.** Especially appointments booked weeks or months ahead, like six-month cleanings.
- **They couldn't reach you to reschedule.** Their plans changed at 9 p.m., your office was closed, and by morning it felt easier to just not come.
- **The slot never really suited them.** They accepted the first time offered on the phone.
- **Anxiety or cost worries.** Common in dental and medical care, and often fixable with a clear answer before the visit.
- **Logistics.** Parking, directions, what to bring, how long it takes.

Notice that only the first one is solved by a reminder. The rest need a conversation, which is where an AI agent earns its place.

## Step 1: a reminder cadence that asks for an answer

One-way reminders ("This is a reminder of your appointment") help a little. Two-way reminders help a lot, because they turn silence into a decision:

1. **Confirmation at booking:** date, time, address, parking and what to bring.
2. **72 hours before,** for appointments booked more than a week out: "Reply C to confirm or R to reschedule."
3. **24 hours before:** the same two-way message, by SMS or WhatsApp depending on what the client uses.
4. **2 hours before:** a short note with directions, no reply needed.

Reminders go only to clients who agreed to texts or calls when they booked, and the agent says it is an AI assistant on every call. If there's no reply to the 24-hour message, the AI voice agent places a short call in the afternoon, inside calling hours. A confirmed appointment is an appointment someone has actively committed to.

## Step 2: make rescheduling easier than skipping

This is the step most practices miss. If rescheduling means calling during office hours and waiting on hold, a no-show is the path of least resistance.

With auto scheduling, a reply of "R", a text saying "can I move to Thursday?" or a call at 10 p.m. all reach an agent that can see live availability and move the appointment immediately. The client gets a new slot, and you get the old one back in time to fill it. Every reschedule handled this way is a no-show that never happens.

## Step 3: fill the gaps automatically

A freed slot is only valuable if someone takes it. Auto scheduling can:

- keep a **waitlist** of clients who asked for an earlier appointment, and offer each opening to them in order by text;
- keep a **short-notice list** of people who are happy to come in within two hours;
- have the AI voice agent **call waitlisted clients who asked to be called** when a high-value slot opens, such as a new-patient exam or a color appointment, within calling hours;
- **release the slot to online booking** if no one claims it within a set time.

In most practices the first person on the list accepts within minutes, and the front desk never has to play phone tag to make it happen.

## Step 4: book smarter in the first place

Fewer no-shows start at booking:

- **Offer two or three options,** not one. People keep appointments they chose.
- **Limit how far ahead** routine appointments can be booked, or add an extra reminder for anything more than four weeks out.
- **Flag repeat no-shows** in your calendar or CRM so the agent asks for a card on file or a confirmation call before booking again.
- **Answer the worry.** If the agent is asked "how much will this cost?", it gives your approved price answer; a clinical question such as "will it hurt?" goes to a quick call with your treatment coordinator, because the agent gives no medical advice.

## Step 5: use deposits and policies carefully

Card-on-file and cancellation fees work well for salons, spas and consultations with a clear price. In healthcare, be more careful: a clear, friendly policy plus good reminders usually beats fees, and fees can conflict with payer contracts. Whatever you choose, the agent states the policy the same way every time, which is more than most busy front desks manage.

## What to measure

Track these monthly, by provider and appointment type:

- no-show rate and late-cancel rate;
- confirmation rate on the 24-hour reminder;
- reschedules handled by the AI, and how many of those happened after hours;
- freed slots refilled from the waitlist;
- revenue recovered, using the table above.

Expect the confirmation and reschedule numbers to move in the first two weeks and the no-show rate to follow within the first month.

## Setting it up

With ${brand.name}, auto scheduling connects to the calendar you already use, whether that's Google Calendar, Outlook, Calendly, Dentrix or Open Dental, and works across phone, SMS, WhatsApp and web chat. Reminder wording, timing and waitlist rules are set during onboarding, and the same agent that answers your calls handles the replies. ${compliance.outboundCalls}

Empty chairs are the quietest revenue leak in any appointment business. If you'd like to see what closing it looks like for your schedule, [book a demo](${routes.booking}) or [see how the AI Caller handles reschedules by phone](${routes.aiCaller}).`,
};
