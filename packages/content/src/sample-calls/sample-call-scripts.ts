import type { SampleCallScript } from "../types/index.js";

/**
 * The written demo calls, one per industry in tab order: short calls of the kind each industry's
 * AI Caller answers (its call scenarios), to a made-up business, for
 * `pnpm --filter @novaline/marketing samples:synthesize` to voice with text-to-speech. The agent
 * answers first and says it is an AI assistant, as the product does. A call recorded from the
 * demo assistant (`samples:import`) takes an industry's place without a change here.
 * @public
 */
export const sampleCallScripts: readonly SampleCallScript[] = [
  {
    industry: "health",
    title: "A cracked tooth, seen the same day",
    turns: [
      {
        speaker: "agent",
        text: "Thanks for calling Maple Street Dental. I'm the clinic's AI assistant. How can I help?",
      },
      { speaker: "caller", text: "Hi, I cracked a tooth last night and it really hurts." },
      {
        speaker: "agent",
        text: "I'm sorry to hear that. Is there any swelling, or a fever?",
      },
      { speaker: "caller", text: "No, it's just sore when I bite." },
      {
        speaker: "agent",
        text: "Thanks. Dr. Shah keeps slots free for this. I can book you today at 2:15 PM, or put you through to the on-call team now.",
      },
      { speaker: "caller", text: "2:15 works." },
      {
        speaker: "agent",
        text: "You're booked for 2:15 today. I'll text you a confirmation and the new-patient form.",
      },
    ],
  },
  {
    industry: "beauty",
    title: "A balayage booked with the right stylist",
    turns: [
      {
        speaker: "agent",
        text: "Hi, you've reached Willow Hair Studio. I'm the salon's AI assistant. How can I help?",
      },
      { speaker: "caller", text: "Hi! Can I book a balayage with Jenna this Saturday?" },
      {
        speaker: "agent",
        text: "Jenna's Saturday is full, but she has Friday at 4 PM or Tuesday at 10 AM. A balayage takes about three hours.",
      },
      { speaker: "caller", text: "Friday at four, please." },
      {
        speaker: "agent",
        text: "Done: balayage with Jenna, Friday at 4 PM. Shall I text the confirmation to this number?",
      },
      { speaker: "caller", text: "Yes, please." },
      { speaker: "agent", text: "Sent. Please come with dry hair. See you Friday!" },
    ],
  },
  {
    industry: "banking",
    title: "A first-time buyer booked with an advisor",
    turns: [
      {
        speaker: "agent",
        text: "Thank you for calling Northgate Mortgage. I'm the firm's AI assistant. How can I help?",
      },
      { speaker: "caller", text: "Hi, I'm buying my first home. What are your rates?" },
      {
        speaker: "agent",
        text: "Our advisors quote rates after a short review. What price range are you looking at, and are you pre-approved?",
      },
      { speaker: "caller", text: "Around $400,000, and not yet." },
      {
        speaker: "agent",
        text: "Then pre-approval is the best first step. Maria Lopez is free on Thursday at 11 AM. Shall I book it?",
      },
      { speaker: "caller", text: "Yes, please." },
      {
        speaker: "agent",
        text: "Booked. I'll text you the confirmation and the documents to bring.",
      },
    ],
  },
  {
    industry: "realestate",
    title: "A yard-sign call turned into a showing",
    turns: [
      {
        speaker: "agent",
        text: "Cedar and Main Realty, this is the team's AI assistant. How can I help?",
      },
      {
        speaker: "caller",
        text: "Hi, I saw your sign on Birch Lane. Is that house still available?",
      },
      {
        speaker: "agent",
        text: "It is: 14 Birch Lane, three beds and two baths, listed at $485,000. Are you working with an agent already?",
      },
      { speaker: "caller", text: "No, not yet. Could I see it this weekend?" },
      {
        speaker: "agent",
        text: "Dan Miller can show it Saturday at 10:30 AM or Sunday at 1 PM. Which suits you?",
      },
      { speaker: "caller", text: "Saturday at 10:30." },
      {
        speaker: "agent",
        text: "You're booked. Dan will text you this afternoon to confirm.",
      },
    ],
  },
  {
    industry: "hospitality",
    title: "A late checkout arranged before arrival",
    turns: [
      {
        speaker: "agent",
        text: "Good evening, Bayside Inn. I'm the hotel's AI assistant. How can I help?",
      },
      {
        speaker: "caller",
        text: "Hi, I'm arriving Friday. Could I check out late on Sunday?",
      },
      { speaker: "agent", text: "Of course. What's the name on the reservation?" },
      { speaker: "caller", text: "It's under Patel." },
      {
        speaker: "agent",
        text: "Thank you. Checkout until 1 PM is free for your room, or until 4 PM for $40.",
      },
      { speaker: "caller", text: "One o'clock is perfect. Is parking included?" },
      {
        speaker: "agent",
        text: "Yes, parking is free for guests. I've added the late checkout and texted you the details.",
      },
    ],
  },
  {
    industry: "education",
    title: "A parent's question turned into a trial class",
    turns: [
      {
        speaker: "agent",
        text: "Hello, Brookfield Learning Center. I'm the center's AI assistant. How can I help?",
      },
      {
        speaker: "caller",
        text: "Hi, my daughter is starting sixth grade. Do you have math tutoring?",
      },
      {
        speaker: "agent",
        text: "We do: groups of six, on Mondays and Wednesdays after school. The first class is a free trial.",
      },
      { speaker: "caller", text: "Great. How much is it after that?" },
      {
        speaker: "agent",
        text: "It's $180 a month. Would you like to book the free trial?",
      },
      { speaker: "caller", text: "Yes, this Wednesday if you can." },
      {
        speaker: "agent",
        text: "Done: Wednesday at 4 PM. I'll text you the address and a map link.",
      },
    ],
  },
  {
    industry: "automotive",
    title: "A warning light and an oil change, booked together",
    turns: [
      {
        speaker: "agent",
        text: "Riverside Motors service department, I'm the team's AI assistant. How can I help?",
      },
      {
        speaker: "caller",
        text: "Hi, my check engine light came on, and I'm due for an oil change.",
      },
      { speaker: "agent", text: "Let's look at both. What's the year and model?" },
      { speaker: "caller", text: "It's a 2019 Civic." },
      {
        speaker: "agent",
        text: "Thanks. I have tomorrow at 8 AM or Thursday at 1 PM. The diagnostic is $89, waived if you go ahead with the repair.",
      },
      { speaker: "caller", text: "Tomorrow at eight." },
      {
        speaker: "agent",
        text: "Booked: tomorrow at 8 AM, an oil change and a check-engine diagnostic. We'll call you when it's ready.",
      },
    ],
  },
  {
    industry: "ecommerce",
    title: "A late order tracked down on the phone",
    turns: [
      {
        speaker: "agent",
        text: "Thanks for calling Trailhead Outfitters. I'm the store's AI assistant. How can I help?",
      },
      {
        speaker: "caller",
        text: "Hi, I ordered hiking boots last week and they haven't arrived.",
      },
      { speaker: "agent", text: "Let me check. What's your order number?" },
      { speaker: "caller", text: "It's 48217.", say: "It's four, eight, two, one, seven." },
      {
        speaker: "agent",
        text: "Thanks. Order 48217 shipped on Tuesday and is out for delivery today, before 8 PM.",
        say: "Thanks. Order four, eight, two, one, seven shipped on Tuesday and is out for delivery today, before 8 PM.",
      },
      { speaker: "caller", text: "Great. And if they don't fit?" },
      {
        speaker: "agent",
        text: "Returns are free for 30 days. Just call us and I'll email you a prepaid label.",
      },
    ],
  },
  {
    industry: "logistics",
    title: "A pallet pickup scheduled in one call",
    turns: [
      {
        speaker: "agent",
        text: "Swift Lane Logistics, I'm the dispatch team's AI assistant. How can I help?",
      },
      { speaker: "caller", text: "Hi, I need a pickup of two pallets tomorrow." },
      { speaker: "agent", text: "Sure. What's the pickup address?" },
      { speaker: "caller", text: "Unit 5, 200 Harbor Road." },
      {
        speaker: "agent",
        text: "Got it. Tomorrow we have a window from 9 to 11 AM, or from 1 to 3 PM.",
      },
      { speaker: "caller", text: "The morning, please." },
      {
        speaker: "agent",
        text: "Booked: two pallets, tomorrow between 9 and 11 AM. I'll text you the confirmation, and the driver's arrival time in the morning.",
      },
    ],
  },
];
