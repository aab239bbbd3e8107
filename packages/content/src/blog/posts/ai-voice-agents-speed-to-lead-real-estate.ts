import { brand } from "../../brand.js";
import { compliance } from "../../compliance.js";
import { facts } from "../../facts.js";
import { routes } from "../../routes.js";
import { blogAuthors } from "../authors.js";
import type { BlogPostSource } from "../blog-post-source.js";

/**
 * Blog post: how real-estate teams use AI voice agents to call consenting new leads within a minute.
 */
export const aiVoiceAgentsSpeedToLeadRealEstate: BlogPostSource = {
  slug: "ai-voice-agents-speed-to-lead-real-estate",
  title: "Speed-to-Lead for Realtors: How AI Voice Agents Call New Leads Within a Minute",
  description: `Portal leads go cold in minutes. How realtors use AI voice agents to call consenting leads within ${facts.speedToLeadSeconds} seconds, inside calling hours, and book showings.`,
  date: "2026-04-22",
  author: blogAuthors.riya,
  category: "Industry Guides",
  cover: {
    src: "/images/blog/ai-voice-agents-speed-to-lead-real-estate.webp",
    alt: "A house outline beside a stopwatch reading under one minute and an outgoing call wave",
    width: 1200,
    height: 630,
  },
  tags: ["Real estate", "Speed to lead", "Lead qualification", "Follow Up Boss", "Outbound calls"],
  body: `A buyer fills in a form on Zillow, Realtor.com or your IDX website at 8:47 p.m. on a Tuesday. In most markets that same inquiry reaches more than one agent, and the buyer is still scrolling listings on the same phone. Whoever calls first usually gets the conversation, the showing and, often, the client.

Real-estate teams know this. Very few can act on it consistently, because the people who should make that call are at showings, closings and kids' soccer games. This is where AI voice agents have changed the economics of speed-to-lead.

## What the research says about response time

The best-known study on the subject is still "The Short Life of Online Sales Leads," published in *Harvard Business Review* in 2011. The authors audited 2,241 US companies and found:

- companies that tried to contact a lead within an hour were nearly **7 times** as likely to qualify it as those that waited even one hour longer;
- they were more than **60 times** as likely to qualify it as companies that waited 24 hours or more;
- the average response time was **42 hours**.

Fifteen years later, the tools are better and buyers are less patient. In our own work with brokerages, the difference between a call in the first minute and a call in the first hour is not a few percent; it is the difference between a conversation and a voicemail.

## Why agents can't hit five minutes on their own

Every team lead has tried rules like "call every new lead within five minutes." They break down for predictable reasons:

- **Agents are in the field.** You cannot take a cold call while walking a client through a kitchen.
- **Leads arrive after hours.** A large share of portal inquiries come in the evening and on weekends.
- **Round-robin routing adds delay.** If the first agent in the rotation is busy, minutes pass before the lead moves on.
- **Dialing is draining.** After the third unanswered attempt, human follow-up quietly stops, usually long before the lead is actually dead.

## What an AI voice agent does in the first ${facts.speedToLeadSeconds} seconds

Here is the flow we set up for a typical brokerage running Follow Up Boss, kvCORE or GoHighLevel:

1. **The lead lands in your CRM.** A webhook, or a Zapier trigger if your CRM has no webhooks, notifies the agent instantly.
2. **The AI calls within ${facts.speedToLeadSeconds} seconds,** provided the lead gave consent to be called and it is within calling hours in the lead's time zone. It introduces itself as your team's AI assistant and mentions the exact property or search the lead asked about. A lead who arrives at 11 p.m. gets a text (if they agreed to texts) and the call at 8 a.m. their time.
3. **It qualifies in a natural conversation,** not an interrogation (see the questions below).
4. **It books the next step,** a showing, a buyer consultation or a listing appointment, directly on the right agent's Google Calendar or Outlook calendar.
5. **It writes everything back to the CRM:** call recording, a short summary, answers to each qualifying question and a lead temperature tag.
6. **Hot leads get a live transfer.** If the caller is pre-approved and wants to see a home this weekend, the AI can warm-transfer to the on-duty agent mid-call.

If nobody picks up, the agent follows your cadence, for example a call at minute one, a text at minute five, a second call after four hours and a final call the next morning, each inside calling hours, and then hands the lead to nurture.

## The qualifying questions that matter

Keep it to the questions your agents actually use to prioritize:

- **Timeline:** "Are you hoping to move in the next three months, or are you earlier in the search?"
- **Financing:** "Have you spoken with a lender yet, or would an introduction help?"
- **Representation:** "Are you already working with an agent?" (If yes, the AI thanks them and closes politely.)
- **Budget and area:** price range, neighborhoods and school districts.
- **Sell-to-buy:** "Do you need to sell a current home first?" That is a listing lead hiding inside a buyer lead.

A short exchange sounds like this:

> **AI:** Hi, this is Maya, the AI assistant for the Carter Home Team. You just asked about 418 Oakridge Drive. Do you have a minute?
>
> **Lead:** Sure, is it still available?
>
> **AI:** It is. Showings are open Saturday between 10 and 2. Are you already pre-approved, or should I connect you with one of our lenders?

## Inbound calls count too

Speed-to-lead isn't only outbound. Calls from yard signs, listing portals and your Google Business Profile are the highest-intent leads you get, and they often arrive while the listing agent is busy. The same AI answers those calls on the first ring, answers property questions from your listing data (beds, baths, HOA fees, open-house times) and books the showing.

## Stay on the right side of the TCPA

This section is not legal advice, but every brokerage should know the basics before turning on outbound AI calls:

- In February 2024 the FCC ruled that AI-generated voices count as "artificial or prerecorded voice" under the Telephone Consumer Protection Act. Calling a mobile number with one generally requires the person's prior express consent, and prior express *written* consent for marketing calls.
- Put clear consent language on every lead form and keep a record of it. Portal leads come with the portal's own consent terms; check them.
- Scrub against the National Do Not Call Registry and your internal do-not-call list, and honor opt-outs immediately.
- Respect calling hours: no telemarketing calls before 8 a.m. or after 9 p.m. in the lead's local time.
- Have the agent say it is an AI assistant. Buyers rarely mind, and being upfront builds trust.

What ${brand.name} does on every account: ${compliance.outboundCalls} ${compliance.aiDisclosure} The platform enforces the calling windows and opt-outs, but your consent language is yours to get right. Ask your broker's counsel to review it once.

## What to track

| Metric | How to measure it | Healthy target after 30 days |
|---|---|---|
| Time to first call | CRM lead-created time vs first dial | Under 1 minute within calling hours; at the start of the next calling window for leads that arrive overnight |
| Contact rate | Leads reached in conversation ÷ new leads | Clearly above your pre-AI baseline |
| Appointment-set rate | Showings or consults booked ÷ leads reached | Tracked weekly by lead source |
| Transfer acceptance | Live transfers answered by an agent | Nine in ten or more during duty hours |
| Lead-to-contract | Contracts ÷ leads, by source | Reviewed quarterly |

Start with time to first call. It is the one metric most teams have never been able to control, and it is the one the others depend on.

## A setup checklist for your team

1. List every lead source and confirm each one lands in your CRM with a phone number.
2. Write your qualifying questions and the answer that makes a lead "hot."
3. Decide who receives live transfers, and during which hours.
4. Connect each agent's calendar and set showing lengths and buffer times.
5. Approve the greeting, the voice and the follow-up cadence.
6. Run 10 test leads through the flow, including one that says "I already have an agent."

With those answers ready, your part of setup is about ${facts.setupMinutes} minutes on our onboarding call, and most teams are live within ${facts.liveWithinHours} hours.

If you want to hear what a one-minute callback sounds like for your listings, [explore the AI Caller](${routes.aiCaller}) or [book a demo](${routes.booking}) and we'll call a test lead for you on the spot.`,
};
