import { brand, claim } from "../../brand.js";
import { compliance } from "../../compliance.js";
import { facts } from "../../facts.js";
import { routes } from "../../routes.js";
import { blogAuthors } from "../authors.js";
import type { BlogPostSource } from "../blog-post-source.js";

/**
 * Blog post: the onboarding checklist that takes a new client from sign-up to live in 24 hours.
 */
export const goLiveIn24HoursOnboardingChecklist: BlogPostSource = {
  slug: "go-live-in-24-hours-onboarding-checklist",
  title: `Going Live in ${facts.liveWithinHours} Hours: The AI Agent Onboarding Checklist We Use With Every Client`,
  description:
    "What to prepare, what to connect and what to test: the exact checklist that takes most of our clients from sign-up to a live AI voice and chat agent in a day.",
  date: "2026-10-07",
  author: blogAuthors.neha,
  category: "Voice AI",
  cover: {
    src: "/images/blog/go-live-in-24-hours-onboarding-checklist.webp",
    alt: "A checklist with ticked items next to a 24-hour clock and a rocket taking off",
    width: 1200,
    height: 630,
  },
  tags: ["Onboarding", "Setup", "Integrations", "Call forwarding", "Checklist"],
  body: `"How long until it's actually answering my phones?" is the question I hear most on kickoff calls. The honest answer: setup of the account and your first agent takes about ${facts.setupMinutes} minutes of your time, and most clients are live within ${facts.liveWithinHours} hours. The part that decides whether it's ${facts.liveWithinHours} hours or a week is almost never the technology. It's having the right information ready.

I lead integrations at ${brand.name}, and this is the checklist my team works through with every new client, from a two-chair dental office to a 40-agent brokerage. Use it whether you work with us or not.

## Before the kickoff: gather these eight things

Spend half an hour collecting these and you'll skip most of the back-and-forth:

1. **Hours and holidays:** regular hours per location, lunch closures and the next six months of holidays.
2. **Services and prices:** names, durations, price ranges and anything that needs a consultation first.
3. **Your top 20 questions:** ask whoever answers the phone which questions they are tired of answering.
4. **Booking rules:** who can be booked for what, buffer times, how far ahead, same-day cut-offs and deposits.
5. **Transfer and escalation rules:** which calls must reach a human, to which number, during which hours.
6. **Admin access:** to your calendar (Google Calendar, Outlook, Calendly) and CRM or practice-management system (HubSpot, Salesforce, GoHighLevel, Follow Up Boss, Dentrix, Open Dental).
7. **Brand voice:** three or four replies your best staff member would give, word for word.
8. **Compliance needs:** if you handle patient data, the BAA comes first. ${compliance.baa}

## The 24-hour timeline

| Window | What happens | Who is involved |
|---|---|---|
| Hour 0 | Account, first agent and test number created (about ${facts.setupMinutes} minutes) | You |
| Hours 0–1 | Kickoff call: goals, call types, transfer rules | You and your onboarding lead |
| Hours 1–4 | Knowledge base and conversation flows written and reviewed | Our team, you approve |
| Hours 4–8 | Calendar, CRM and messaging channels connected | Our integration engineer, your admin |
| Hours 8–16 | Test calls and chats, fixes, second round of tests | Both teams |
| Hours 16–24 | Soft launch on after-hours and overflow calls | You flip the switch |
| Days 2–7 | Free-trial week: daily transcript review and tuning | Both teams |

## Step 1: create the account and your first agent

Sign up, pick your industry template (clinic, real estate, salon, finance and others), choose a voice and enter your business name and hours. The template gives you a working agent that greets callers, answers basic questions and takes messages. That's the ${facts.setupMinutes} minutes. Everything after this makes the agent *yours*.

## Step 2: build the knowledge base

Paste in or upload your services, prices, FAQs and policies. The greeting always says the agent is an AI assistant; you choose the words around it. Then write the answers that need judgment:

- what the agent says when asked for a price that depends on an assessment;
- how it handles a complaint (acknowledge, capture details, transfer or promise a callback within a set time);
- what it never does, such as giving medical advice, quoting interest rates or confirming a property is "definitely" available.

Keep answers short. A phone answer that takes more than 20 seconds to read aloud is too long.

## Step 3: connect your tools

This is where my team spends most of its time:

- **Calendars:** Google Calendar and Outlook connect in a couple of minutes with OAuth. Calendly works through its API, so bookings respect your existing event types.
- **CRMs:** HubSpot, Salesforce, GoHighLevel and Follow Up Boss get a contact, a call summary and a recording link after every conversation.
- **Practice management:** Dentrix and Open Dental need read access to the schedule and write access for appointments. On-premise installs need a small sync connector on the office server, which is the one step that sometimes takes longer than a day.
- **Everything else:** Zapier or a webhook covers most other systems, from Shopify order lookups to custom intake forms.

## Step 4: route your phone calls

You keep your existing number. There are three common set-ups:

1. **After-hours only:** your phone system forwards to the agent outside business hours. This is the safest way to start.
2. **Overflow:** conditional forwarding sends calls that go unanswered after four rings, or arrive while the line is busy, to the agent.
3. **First answer:** the agent answers every call and transfers to your team when needed.

Most carriers and business phone systems such as RingCentral, Nextiva, Weave and 8x8 support conditional forwarding from their admin panel. If you're on an older PBX, send us a photo of the phone's model label and we'll find the right setting.

## Step 5: test like a difficult customer

Before anything goes live, we run at least 15 test conversations, and we ask you to make five of them yourself. Cover:

- a simple booking, a reschedule and a cancellation;
- a question the knowledge base doesn't answer;
- an angry caller and a caller who wants "a real person";
- someone speaking Spanish, and someone with a strong accent;
- a caller interrupting mid-sentence;
- a transfer, confirming your phone actually rings;
- one message each on WhatsApp, Instagram and your website chat.

Every failed test becomes a fix in the knowledge base or the flow, then gets tested again.

## Step 6: go live and review daily for a week

Turn on after-hours routing first. For the rest of the first week:

- read every transcript flagged as "needs review";
- check that each booking appears correctly in your calendar and CRM;
- add any new questions callers asked to the knowledge base;
- widen the routing to overflow, then first answer, once you're comfortable.

Your ${claim("trial").figure} free trial covers exactly this week, and no credit card is needed to start it.

## The snags we see most often

- **Calendar permissions:** the connected account can see the calendar but not create events. Check with a test booking.
- **Forwarding to the wrong number:** forwarding is set on one line of a hunt group but not the others.
- **Hold music on transfers:** some systems play music to the agent instead of ringing. Transfer to a direct line instead.
- **Stale prices:** the website says one thing and the knowledge base another. Pick one source of truth.

None of these take more than an hour to fix once found, which is why testing matters more than speed.

If you'd like us to walk you through this checklist for your own business, [book an onboarding call](${routes.booking}). Most teams who book in the morning are answering live calls by the next day.`,
};
