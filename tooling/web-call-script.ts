// What the local stand-in's agent says in a browser call (`pnpm start`'s "Talk to the AI"): a
// short script per industry, chosen by the `industry` variable the site passes in the web call's
// `assistantOverrides.variableValues` (the industry's label, as the phone demo passes it). It
// cannot understand speech: a spoken turn gets the next line of the industry's call; a typed
// message is answered by its keywords (hours, prices, booking, a person), or repeated back.

/** One industry's receptionist: its greeting, its answers, and the lines of a typical call. */
interface IndustryScript {
  /** What it calls the business ("the clinic"). */
  readonly business: string;
  readonly greeting: string;
  readonly hours: string;
  readonly prices: string;
  readonly booking: string;
  readonly person: string;
  /** What it says to each spoken turn, in order: a typical call. */
  readonly call: readonly string[];
}

const GENERAL: IndustryScript = {
  business: "your business",
  greeting:
    "Hi, this is NovaLine's AI receptionist, on the local stand-in. I answer calls, book appointments and take messages for any kind of business. Choose an industry before the next call to hear one of them.",
  hours: "I answer every call, day and night; your opening hours are what I tell your callers.",
  prices:
    "I quote the prices you give me, and say when something needs a person to price it properly.",
  booking: "I can book it straight into your calendar: would tomorrow at 10:00 suit you?",
  person: "I can pass you to a person, or take a message and have someone call you back.",
  call: [
    "Of course. Can I take your name and the best number to reach you?",
    "Thanks. I've noted that, and someone will call you back within the hour.",
    "Is there anything else I can help you with?",
  ],
};

/** The scripts by the industry's label (the site's industries, `@novaline/content`). */
const SCRIPTS: Readonly<Record<string, IndustryScript>> = {
  Healthcare: {
    business: "the clinic",
    greeting:
      "Thanks for calling Riverside Family Clinic, this is the AI receptionist. Would you like to book an appointment, or do you have a question?",
    hours:
      "The clinic is open Monday to Friday from 8 am to 6 pm, and on Saturday mornings until noon.",
    prices:
      "A standard consultation is $85, and most insurance plans cover it. I can check yours before your visit.",
    booking: "I can book you in with Dr. Patel tomorrow at 9:30 or at 11:15. Which suits you?",
    person:
      "I can put you through to the front desk, or have a nurse call you back within the hour.",
    call: [
      "Of course. Is it for a check-up, or is something bothering you today?",
      "I have 9:30 or 11:15 tomorrow with Dr. Patel. Shall I book the 9:30?",
      "Done: you're booked for 9:30 tomorrow. You'll get a text to confirm, and a reminder the day before.",
    ],
  },
  "Beauty & Salons": {
    business: "the salon",
    greeting:
      "Hi, you've reached Bloom Hair Studio, this is the AI receptionist. Looking to book a cut, a colour, or something else?",
    hours: "We're open Tuesday to Saturday, 9 am to 7 pm, and until 9 on Thursdays.",
    prices: "A cut and blow-dry is $55, a full colour starts at $120, and a fringe trim is free.",
    booking: "Maya has Saturday at 11:00 or 2:30 free. Which would you like?",
    person: "I can ask one of the stylists to call you back between clients.",
    call: [
      "Lovely. Is that a cut, a colour, or both?",
      "Maya can do Saturday at 11:00 or at 2:30. Shall I pencil you in for 11?",
      "You're booked with Maya on Saturday at 11. We'll text you a reminder the day before.",
    ],
  },
  "Banking & Finance": {
    business: "the branch",
    greeting:
      "Welcome to Northgate Credit Union, this is the AI assistant. I can help with appointments, opening hours and general questions.",
    hours: "Branches are open 9 am to 5 pm on weekdays, and card support answers around the clock.",
    prices:
      "Everyday accounts have no monthly fee. For loan rates I can book you a call with an adviser.",
    booking: "An adviser can see you on Wednesday at 10:00 or Thursday at 3:00. Which suits you?",
    person:
      "For anything about your own accounts I'll pass you to the team after they verify you; I never ask for your PIN.",
    call: [
      "Certainly. Is it about a loan, a new account, or something else?",
      "An adviser can call you on Wednesday at 10:00. Shall I book that?",
      "Booked. You'll get a confirmation by e-mail with the adviser's name.",
    ],
  },
  "Real Estate": {
    business: "the agency",
    greeting:
      "Hello, Harbor Realty, this is the AI assistant. Are you looking to buy, to rent, or to sell a home?",
    hours: "Our agents show homes seven days a week, from 9 am until 7 pm.",
    prices:
      "The three-bedroom on Elm Street is listed at $465,000, and an offer is already in, so act quickly.",
    booking: "I can set up a viewing on Saturday at 10:30 or Sunday at 1:00. Which works for you?",
    person: "I'll have the listing agent, Jordan, call you back this afternoon.",
    call: [
      "Great. Which area are you looking in, and what's your budget?",
      "There are two homes that fit. I can book viewings for both on Saturday morning. Shall I?",
      "Done: Saturday at 10:30 and 11:15. Jordan will meet you there, and you'll get the addresses by text.",
    ],
  },
  Hospitality: {
    business: "the hotel",
    greeting:
      "Good evening, Seaside Inn, this is the AI concierge. Would you like to make a reservation?",
    hours: "Reception is open around the clock; check-in is from 3 pm and check-out by 11 am.",
    prices: "A sea-view double is $189 a night with breakfast, $169 without.",
    booking: "We have a sea-view double free this Friday and Saturday. Shall I hold it for you?",
    person: "I'll put you through to the duty manager.",
    call: [
      "Of course. Which nights, and for how many guests?",
      "A sea-view double is free for those nights at $189 with breakfast. Shall I reserve it?",
      "Reserved. Your confirmation is on its way by e-mail. We look forward to seeing you.",
    ],
  },
  Education: {
    business: "the school",
    greeting:
      "Hello, Brightpath Learning Center, this is the AI assistant. Are you asking about a course, a campus tour, or enrolment?",
    hours:
      "The office is open 8 am to 5 pm on school days, and classes run until 8 in the evening.",
    prices: "The ten-week course is $640, and you can pay in three instalments.",
    booking: "I can book you a campus tour on Tuesday at 4:00 or Thursday at 5:30.",
    person: "I'll ask the admissions team to call you back today.",
    call: [
      "Happy to help. Which course, or which age group, are you interested in?",
      "The next intake starts on the 3rd. Would you like a campus tour first?",
      "You're booked for the tour on Tuesday at 4:00. We'll e-mail you the details.",
    ],
  },
  Automotive: {
    business: "the garage",
    greeting:
      "Thanks for calling Miller Auto Service, this is the AI receptionist. Do you need a service, a repair, or a quote?",
    hours: "The workshop is open weekdays 7:30 am to 6 pm, and Saturdays until 1.",
    prices: "A full service starts at $189; an oil change is $59 and takes about half an hour.",
    booking: "We can take your car on Monday at 8:00 or Tuesday at 10:30.",
    person: "I'll have a technician call you back about that.",
    call: [
      "Sure. What's the make and model, and what does it need?",
      "We can take it on Monday at 8:00 and have it ready by the afternoon. Shall I book it?",
      "Booked for Monday at 8:00. We'll text you when it's ready to collect.",
    ],
  },
  "E-commerce": {
    business: "the shop",
    greeting:
      "Hi, this is the AI assistant of Cedar & Co. I can track an order, start a return, or answer questions about a product.",
    hours: "I answer around the clock; the warehouse ships orders placed before 2 pm the same day.",
    prices: "Delivery is free over $50, otherwise $4.95; returns are free within 30 days.",
    booking:
      "I can book a video call with a product specialist tomorrow at 11:00 or 4:00. Which would you like?",
    person: "I'll pass this to the customer care team; they reply within two hours.",
    call: [
      "Of course. What's your order number?",
      "Thanks. It left the warehouse yesterday and should arrive tomorrow before noon.",
      "I've sent you the tracking link by text. Anything else I can help with?",
    ],
  },
  Logistics: {
    business: "the depot",
    greeting:
      "Swiftline Freight, this is the AI dispatcher. Would you like to track a shipment or book a pickup?",
    hours: "Dispatch runs around the clock; pickups are from 7 am to 7 pm, Monday to Saturday.",
    prices: "A same-day pickup within the city is $45; pallets are quoted by weight.",
    booking: "A driver can collect tomorrow between 8 and 10 am, or between 1 and 3 pm.",
    person: "I'll put you through to the duty dispatcher.",
    call: [
      "Sure. Is it a pickup, or a shipment you're tracking?",
      "A driver can collect tomorrow between 8 and 10. Shall I book it?",
      "Booked. You'll get the driver's name and a live tracking link by text.",
    ],
  },
};

/** The script for an industry label: its own, or the general one (none chosen, or unknown). */
function scriptFor(industry: string | undefined): IndustryScript {
  return (industry === undefined ? undefined : SCRIPTS[industry]) ?? GENERAL;
}

/** Whether the stand-in has a script of its own for this industry label. */
export function hasIndustryScript(industry: string): boolean {
  return Object.hasOwn(SCRIPTS, industry);
}

/** A browser call's conversation with the stand-in's agent, as the stand-in keeps it. */
export interface WebCallConversation {
  /** The `industry` the site passed (its label), if any. */
  readonly industry: string | undefined;
  /** Whether the agent has greeted the visitor (a rejoined call is not greeted again). */
  greeted: boolean;
  /** How many spoken turns the visitor has taken. */
  spokenTurns: number;
}

/** What happened in the call that the agent answers. */
export type WebCallTurn =
  | { readonly kind: "join" }
  | { readonly kind: "spoken" }
  | { readonly kind: "typed"; readonly text: string };

/** A new conversation for a web call created with these variable values. */
export function newConversation(variableValues: unknown): WebCallConversation {
  const industry =
    typeof variableValues === "object" && variableValues !== null
      ? (variableValues as { industry?: unknown }).industry
      : undefined;
  return {
    industry: typeof industry === "string" && industry !== "" ? industry : undefined,
    greeted: false,
    spokenTurns: 0,
  };
}

/** What a typed message asks about, by its words: the first that matches. */
const TOPICS: readonly [RegExp, "booking" | "prices" | "hours" | "person"][] = [
  [
    /\b(book|appointment|schedul|reserv|slot|avail|free|room|table|viewing|tour|pickup|collect)/i,
    "booking",
  ],
  [/\b(price|cost|how much|fee|rate|charge)/i, "prices"],
  [/\b(hour|open|close|when)/i, "hours"],
  [/\b(human|person|someone|staff|agent|transfer|manager|speak to)/i, "person"],
];

/**
 * What the agent says to `turn` (and notes in `conversation`): the greeting at the first join
 * (nothing when a call is rejoined), the next line of the industry's call for something spoken,
 * an answer by keywords for something typed. `null`: nothing to say.
 */
export function replyTo(conversation: WebCallConversation, turn: WebCallTurn): string | null {
  const script = scriptFor(conversation.industry);
  if (turn.kind === "join") {
    if (conversation.greeted) return null;
    conversation.greeted = true;
    return script.greeting;
  }
  if (turn.kind === "spoken") {
    conversation.spokenTurns += 1;
    return (
      script.call[conversation.spokenTurns - 1] ??
      "That's the end of this stand-in's script. Type a question, or end the call and choose another industry."
    );
  }
  const text = turn.text.trim();
  if (/\b(bye|goodbye|thanks|thank you)\b/i.test(text)) {
    return "You're welcome! End the call whenever you like.";
  }
  const topic = TOPICS.find(([pattern]) => pattern.test(text))?.[1];
  if (topic) return script[topic];
  return `You said: "${text}". I'm the local stand-in for ${script.business}'s AI, so I answer from a short script: ask me about opening hours, prices or booking.`;
}
