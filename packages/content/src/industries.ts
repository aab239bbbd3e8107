import { brand } from "./brand.js";
import { facts } from "./facts.js";
import type { ImageAsset, Industry, IndustryKey } from "./types/index.js";
import { artwork } from "./artwork.js";

function illustration(key: IndustryKey, subject: string): ImageAsset {
  return artwork({
    src: `/images/industries/${key}.webp`,
    alt: `${brand.name} AI answering ${subject} on the phone and in chat`,
    width: 480,
    height: 360,
  });
}

/**
 * The nine industries of the use-case tabs on the AI Caller and AI Chatbot pages, in tab order
 * (the first is selected by default). `callScenarios` are shown on the AI Caller page,
 * `chatScenarios` on the AI Chatbot page.
 * @public
 */
export const industries: readonly Industry[] = [
  {
    key: "health",
    label: "Healthcare",
    icon: "heart-pulse",
    accent: "#10b981",
    illustration: illustration("health", "a dental patient's booking request"),
    callScenarios: [
      "Answers after-hours calls, books cleanings straight into Dentrix and sends a confirmation text",
      "Calls patients who opted in to reminders 48 hours before their visit, and fills last-minute cancellations with outbound calls to waitlisted patients who agreed to them, within calling hours",
      "Collects insurance details over the phone and transfers urgent calls, like a cracked tooth or post-op pain, to the on-call provider",
    ],
    chatScenarios: [
      "Replies to WhatsApp and website chat questions about insurance, fees and new-patient forms in seconds, and moves anything about a patient's health to the secure website chat or the clinic's team",
      "Books, moves and confirms appointments right inside the chat, synced live with Open Dental or Google Calendar",
      "Sends pre-visit instructions before each appointment and a review link by message afterward",
    ],
  },
  {
    key: "beauty",
    label: "Beauty & Salons",
    icon: "scissors",
    accent: "#ec4899",
    illustration: illustration("beauty", "a salon client's price question"),
    callScenarios: [
      "Picks up every call while stylists are mid-appointment and books cuts, color and facials by stylist and service length",
      "Handles reschedule calls and offers the next open chair, synced with Vagaro, Boulevard or Square Appointments",
      "Calls clients who opted in to rebooking reminders when a root touch-up or brow refresh is due, within calling hours, and rebooks them before they drift to another salon",
    ],
    chatScenarios: [
      "Answers Instagram DMs and comments like 'how much for balayage?' with your price list and a booking link",
      "Books services and takes deposits straight from WhatsApp, matched to each stylist's real availability",
      "Sends reminders and your aftercare sheet by message, then, for clients who opted in, a rebooking offer six weeks later",
    ],
  },
  {
    key: "banking",
    label: "Banking & Finance",
    icon: "landmark",
    accent: "#4f46e5",
    illustration: illustration("banking", "a client's loan-rate question"),
    callScenarios: [
      "Answers calls about loan rates, account opening and required documents around the clock, using only your approved wording",
      "Qualifies mortgage and loan callers on income, credit range and timeline, then books them with the right advisor",
      "Calls clients who agreed to reminder calls to chase missing tax documents and confirm review meetings, within calling hours, logging every call in Salesforce",
    ],
    chatScenarios: [
      "Answers website chat questions about rates, fees and branch hours with approved, compliant wording",
      "Pre-qualifies loan and insurance leads in the chat and books a consultation on the advisor's calendar",
      "Sends secure document-upload links and tax-season reminders over WhatsApp, never asking for card numbers in the chat",
    ],
  },
  {
    key: "realestate",
    label: "Real Estate",
    icon: "building",
    accent: "#f59e0b",
    illustration: illustration("realestate", "a buyer's showing request"),
    callScenarios: [
      "Answers every listing and yard-sign call on the first ring, even while you're in the middle of a showing",
      "Qualifies buyer callers on budget, pre-approval and move-in date, then pushes the lead and call notes into Follow Up Boss",
      `Calls new Zillow and website leads who asked to be called within ${facts.speedToLeadSeconds} seconds during calling hours, and books showings straight onto the agent's calendar`,
    ],
    chatScenarios: [
      "Replies to Instagram and Facebook comments on listings with price, beds, baths and open-house times",
      "Qualifies buyers and renters in WhatsApp and books showings on the agent's Calendly",
      "Re-engages leads who opted in to listing alerts with messages about new homes that match their budget and neighborhood",
    ],
  },
  {
    key: "hospitality",
    label: "Hospitality",
    icon: "hotel",
    accent: "#06b6d4",
    illustration: illustration("hospitality", "a hotel guest's late-checkout request"),
    callScenarios: [
      "Takes reservation calls for rooms and tables, checks live availability and confirms by text",
      "Answers guest calls about check-in times, parking, pet policy and late checkout in the caller's own language",
      "Calls guests who agreed to a pre-arrival call the day before, within calling hours, to confirm and offer airport pickup or a room upgrade",
    ],
    chatScenarios: [
      "Answers WhatsApp and website questions about rates, amenities and availability instantly",
      "Takes room and table bookings in the chat and sends the confirmation with directions and parking details",
      "Handles special requests sent by message, from early check-in to a birthday cake, and passes them to the front desk",
    ],
  },
  {
    key: "education",
    label: "Education",
    icon: "graduation-cap",
    accent: "#7c3aed",
    illustration: illustration("education", "a parent's course-fee question"),
    callScenarios: [
      "Answers admission and enrollment calls from parents and students, including evenings and weekends",
      "Books campus tours and trial classes over the phone and texts the details and map link",
      "Calls parents who opted in to school calls with fee reminders, schedule changes and event updates, within calling hours, and logs who confirmed",
    ],
    chatScenarios: [
      "Answers course, fee and schedule questions on your website and WhatsApp in seconds",
      "Captures enrollment leads in the chat and books counseling sessions or campus tours",
      "Sends class reminders, assignment deadlines and fee-due notices by message",
    ],
  },
  {
    key: "automotive",
    label: "Automotive",
    icon: "car",
    accent: "#f43f5e",
    illustration: illustration("automotive", "a shopper's inventory question"),
    callScenarios: [
      "Answers service-department calls and books oil changes, tire rotations and inspections into Xtime or your DMS",
      "Qualifies sales callers on model, trade-in and financing, then books a test drive with a salesperson",
      "Calls customers who agreed to service calls when their vehicle is ready for pickup or due for its next scheduled service, within calling hours",
    ],
    chatScenarios: [
      "Answers Messenger and website questions about inventory, pricing and financing options",
      "Books test drives and service appointments inside the chat, with a reminder the day before",
      "Sends repair-status updates and pickup notices by WhatsApp message",
    ],
  },
  {
    key: "ecommerce",
    label: "E-commerce",
    icon: "shopping-cart",
    accent: "#f97316",
    illustration: illustration("ecommerce", "a shopper's order-status question"),
    callScenarios: [
      "Answers order-status calls by looking up the order in Shopify and reading back the tracking details",
      "Handles return and exchange calls, starts the return and emails the prepaid label before hanging up",
      "Calls shoppers who abandoned high-value carts and opted in to calls, within calling hours, and answers sizing or shipping questions on the phone",
    ],
    chatScenarios: [
      "Answers product, sizing and shipping questions in website chat and Instagram DMs, 24/7",
      "Looks up order status in Shopify and shares the tracking link right in the chat",
      "Recovers abandoned carts of shoppers who opted in to WhatsApp messages with a one-tap checkout link, sent outside quiet hours",
    ],
  },
  {
    key: "logistics",
    label: "Logistics",
    icon: "truck",
    accent: "#3b82f6",
    illustration: illustration("logistics", "a shipper's ETA question"),
    callScenarios: [
      "Answers shipment-tracking calls and gives real-time ETAs straight from your TMS",
      "Books pickups and delivery windows over the phone and confirms them by text",
      "Calls recipients who agreed to delivery calls ahead of delivery, within calling hours, to confirm someone is home and cut failed deliveries",
    ],
    chatScenarios: [
      "Answers 'where is my shipment?' messages with live tracking status on WhatsApp and website chat",
      "Books pickups and reschedules deliveries in the chat, synced to your dispatch board",
      "Sends delay and delivery-window updates by message to every recipient who opted in to them",
    ],
  },
];

/**
 * The industry keys in tab order.
 * @public
 */
export const industryKeys: readonly IndustryKey[] = industries.map((industry) => industry.key);

/**
 * Looks up an industry of the use-case tabs by key.
 * @example getIndustry("health").label // "Healthcare"
 * @public
 */
export function getIndustry(key: IndustryKey): Industry {
  const found = industries.find((industry) => industry.key === key);
  if (!found) throw new Error(`Unknown industry: ${key}`);
  return found;
}
