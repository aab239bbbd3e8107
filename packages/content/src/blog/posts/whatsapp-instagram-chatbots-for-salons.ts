import { brand, claim } from "../../brand.js";
import { facts } from "../../facts.js";
import { percent, usd } from "../../figures.js";
import { routes } from "../../routes.js";
import { blogAuthors } from "../authors.js";
import type { BlogPostSource } from "../blog-post-source.js";

/** The estimate's salon. */
const salon = { messages: 600, wouldBook: 20, ticket: 95 };
const unanswered = Math.round((salon.messages * facts.unansweredChats) / 100);
const recovered = Math.round((unanswered * salon.wouldBook) / 100) * salon.ticket;

/**
 * Blog post: how salons use AI chatbots on WhatsApp and Instagram to answer every message and book clients.
 */
export const whatsappInstagramChatbotsForSalons: BlogPostSource = {
  slug: "whatsapp-instagram-chatbots-for-salons",
  title: "WhatsApp and Instagram Chatbots for Salons: Answer Every DM and Fill the Book",
  description: `${percent(facts.unansweredChats)} of chats go unanswered; for salons every ignored DM is an empty chair. How to set up WhatsApp and Instagram chatbots that quote, book and follow up 24/7.`,
  date: "2026-06-03",
  author: blogAuthors.riya,
  category: "Chatbots",
  cover: {
    src: "/images/blog/whatsapp-instagram-chatbots-for-salons.webp",
    alt: "Chat bubbles from WhatsApp and Instagram flowing into a salon booking calendar with scissors",
    width: 1200,
    height: 630,
  },
  tags: ["Salons", "WhatsApp", "Instagram", "Chatbots", "Bookings"],
  body: `For most salons, the phone is no longer the front door. The front door is a DM: "how much for balayage?", sent from Instagram at 10:40 p.m. after someone saved three of your reels. If nobody answers until the next afternoon, that client has already booked with the studio that replied first.

The numbers are blunt: ${claim("unanswered-chats").text}. In a salon that is not a support metric, it's empty chairs. Here is how to set up chatbots on WhatsApp and Instagram that answer every message, quote properly and put clients in the book, without sounding like a robot.

## Why salon DMs go unanswered

It isn't laziness. It's the job:

- **Hands are busy.** Stylists and nail techs can't reply mid-foil or mid-gel.
- **Messages arrive after hours.** Evenings and Sunday mornings are peak browsing time, and you're closed.
- **There are too many inboxes.** Instagram DMs, comments, WhatsApp, Facebook Messenger, Google Business messages and the website chat, all checked by whoever has a spare minute.
- **The same five questions repeat.** Answering "what's the price for a lash lift?" forty times a week is exactly the work people put off.

## What clients actually ask

When we analyze a salon's message history before launch, the same categories account for the large majority of conversations:

1. **Price:** "How much is a full head of highlights?"
2. **Availability:** "Do you have anything Saturday morning?"
3. **Service fit:** "Is keratin OK for bleached hair?" or "How long does a lash lift last?"
4. **Logistics:** address, parking, whether walk-ins are accepted.
5. **Changes:** rescheduling, running late, canceling.
6. **Proof:** "Can I see more blonde work?"

A good chatbot handles the first five end to end and answers the sixth with your best portfolio posts.

## Know the channel rules before you automate

Each platform has its own rules about when a business may message a client. Your bot has to respect them, or your account pays the price.

| Channel | Who starts | Free-form reply window | What the bot can do |
|---|---|---|---|
| WhatsApp Business Platform | Client | 24 hours after the client's last message | Answer, quote and book freely in the window; afterwards only Meta-approved templates (reminders, confirmations, offers with opt-in) |
| Instagram DMs | Client | 24 hours after the client's last message | Answer and book; share reels and posts as examples |
| Instagram comments | Client | One private reply per comment, within 7 days | Send a DM to someone who commented "price?" and continue the conversation there |
| Facebook Messenger | Client | 24 hours after the client's last message | Answer and book; limited message tags outside the window |
| Website chat | Client | No platform limit | Answer, book and capture contact details |

In practice this means two things. First, reply fast: a conversation answered in seconds stays inside the window. Second, plan your follow-ups, such as reminders and rebooking nudges, as approved WhatsApp templates from day one.

## Designing a conversation that books

A chatbot that only answers FAQs is a brochure. One that books is a receptionist. The difference is in a few design choices:

- **Quote ranges, not single prices.** "Balayage starts at $180 and depends on length and thickness. Most clients with shoulder-length hair land between $180 and $240." Then offer a free 15-minute consultation for anything complex.
- **Always offer the next step.** Every answer ends with a question that moves toward a booking: "Would you like to see Saturday openings with Jenna?"
- **Book into the real calendar.** The bot should see live availability by stylist and service length, whether you run Google Calendar, Calendly or salon software that exposes an API or Zapier triggers, so it never offers a slot that's gone.
- **Take deposits where you need them.** For color corrections or bridal trials, send a secure payment link before confirming.
- **Hand off gracefully.** Keywords like "talk to someone", or a photo of a previous color job that went wrong, should route to a person with the whole conversation attached.
- **Match your voice.** A bridal studio and a barbershop shouldn't sound alike. Give the bot five example replies in your tone and it will follow them.
- **Say it's an AI.** The first reply introduces the bot as the salon's AI assistant. Clients rarely mind, and several US states require bots to identify themselves.

## Turn comments into bookings

Instagram comments are the most underused lead source in the industry. Run a reel with "Comment GLOW for our summer price list," and the bot sends each commenter a private reply with the list and a booking link, within seconds rather than whenever someone checks the app. Because it is a one-to-one conversation, the client can ask follow-up questions and book on the spot.

## Follow-ups that don't feel spammy

Automation earns its keep after the first appointment too:

- **Confirmation** right after booking, with the address and parking tips.
- **Reminder** 24 hours before, with one-tap confirm or reschedule, which reduces no-shows.
- **Aftercare** the next day: "Use sulfate-free shampoo for the next 72 hours."
- **Rebooking nudge** timed to the service: around six weeks after color, three weeks after gel nails.
- **Review request** after a visit the client rated well.

Each of these runs on WhatsApp as an approved template, sent only to clients who opted in and outside quiet hours (nobody wants a rebooking nudge at 11 p.m.).

## What it's worth: a quick estimate

Take a salon receiving 600 messages a month across Instagram and WhatsApp:

| Input | Value |
|---|---|
| Messages per month | ${salon.messages} |
| Unanswered today (${percent(facts.unansweredChats)}) | ${unanswered} |
| Share of those that would have booked | ${percent(salon.wouldBook)} |
| Average ticket | ${usd(salon.ticket)} |
| Revenue recovered per month | about ${usd(recovered)} |

That's before rebooking nudges, which typically matter more over a year than any single new client.

## A one-week launch checklist

1. Export your last 90 days of DMs and list the top 20 questions.
2. Write your price ranges, durations and deposit rules by service.
3. Connect your calendar and set buffer times per stylist.
4. Connect Instagram and the WhatsApp Business Platform (a number that isn't already on the WhatsApp Business app, or one you migrate).
5. Get your reminder and rebooking templates approved by Meta.
6. Test 20 real conversations internally, including a complaint and a color-correction request.
7. Go live, and review the transcripts daily for the first week.

${brand.name} handles steps 3 to 5 for you during onboarding, and most salons are live within ${facts.liveWithinHours} hours.

Want to see it answer a real "how much for balayage?" message? [Explore the AI Chatbot](${routes.aiChatbot}), then [book a demo](${routes.booking}) and we'll connect a test Instagram account while you watch.`,
};
