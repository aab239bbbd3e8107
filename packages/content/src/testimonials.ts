import { LEAD_GROWTH_PERCENT } from "@novaline/roi";
import { avatarImage } from "./avatar-image.js";
import { brand, claim } from "./brand.js";
import { usd } from "./figures.js";
import { metrics } from "./metrics.js";
import { routes } from "./routes.js";
import type {
  ImageAsset,
  LandingTestimonial,
  Testimonial,
  TestimonialsPageContent,
  VideoAsset,
} from "./types/index.js";
import { artwork } from "./artwork.js";

function logo(file: string, company: string): ImageAsset {
  return artwork({
    src: `/images/logos/${file}.webp`,
    alt: `${company} logo`,
    width: 160,
    height: 48,
  });
}

/** Keys of the narrated testimonial videos. @public */
export type TestimonialVideoKey = "sarahWhitman" | "marcusReyes" | "anilKapoor";

/**
 * Results two clinics reported to us, quoted in their testimonials and printed as the landing
 * page's stats (written once here).
 */
export const clinicResults = {
  laurenPierce: { hoursPerWeek: 40, recoveredUsd: 9800, weeks: 6 },
  rachelKim: { hoursPerWeek: 35, extraTreatmentUsd: 12400 },
};

/**
 * Narrated testimonial videos (432 × 540, 4:5), made by `scripts/make-videos.sh`. Each
 * `transcript` is exactly what the video says: change it together with the script.
 * @public
 */
export const testimonialVideos: Readonly<Record<TestimonialVideoKey, VideoAsset>> = {
  sarahWhitman: {
    src: "/videos/testimonial-sarah-whitman.mp4",
    poster: artwork({
      src: "/images/testimonials/sarah-whitman-poster.webp",
      alt: "Dr. Sarah Whitman of Brightside Family Dental, Austin: +41% booked cleanings",
      width: 432,
      height: 540,
    }),
    title: "Dr. Sarah Whitman on answering every call at Brightside Family Dental",
    transcript:
      "A third of our calls used to go to voicemail. Now every call is answered, day and night, and booked cleanings are up 41 percent.",
  },
  marcusReyes: {
    src: "/videos/testimonial-marcus-reyes.mp4",
    poster: artwork({
      src: "/images/testimonials/marcus-reyes-poster.webp",
      alt: "Marcus Reyes of Harborview Realty Group, San Diego: leads called in 60 seconds",
      width: 432,
      height: 540,
    }),
    title: "Marcus Reyes on calling every new real-estate lead within a minute",
    transcript:
      "Every new lead gets a call within a minute. The agent qualifies them and books showings straight into Follow Up Boss.",
  },
  anilKapoor: {
    src: "/videos/testimonial-anil-kapoor.mp4",
    poster: artwork({
      src: "/images/testimonials/anil-kapoor-poster.webp",
      alt: "Dr. Anil Kapoor of Smile Studio Orthodontics, Edison: 34% fewer no-shows",
      width: 432,
      height: 540,
    }),
    title: "Dr. Anil Kapoor on after-hours rescheduling at Smile Studio Orthodontics",
    transcript:
      "Patients reschedule at 11 at night and it syncs with Dentrix. No-shows are down a third, and my front desk finally has time for the patients in the chair.",
  },
};

/**
 * Testimonials of the Testimonials page: the three with a video and the two with an image come
 * first (they are shown as large cards), the text-only ones follow. Ids are unique.
 * @public
 */
export const testimonials: readonly Testimonial[] = [
  {
    id: "sarah-whitman-brightside-family-dental",
    name: "Dr. Sarah Whitman",
    role: "Owner & Lead Dentist, Austin, TX",
    content:
      "Before we switched, about a third of our calls went to voicemail during lunch and after 5 PM. Now the AI Caller answers every one, handles the insurance questions and books straight into Open Dental. In the first 60 days our booked cleanings went up 41%, and my front desk stopped dreading Monday mornings.",
    highlight: "+41% booked cleanings",
    rating: 5,
    industry: "dentist",
    company: {
      name: "Brightside Family Dental",
      logo: logo("brightside-family-dental", "Brightside Family Dental"),
    },
    video: testimonialVideos.sarahWhitman,
  },
  {
    id: "marcus-reyes-harborview-realty",
    name: "Marcus Reyes",
    role: "Team Lead & Realtor, San Diego, CA",
    content:
      "Speed to lead is everything in real estate. Every Zillow and Realtor.com lead who asks to be called gets a call within 60 seconds during calling hours, and a text first thing in the morning if they write at midnight. The agent says it's our AI assistant, asks about budget, timeline and pre-approval, and books showings straight into Follow Up Boss. Our contact rate on new leads went from 38% to 81%, and my agents only spend time with buyers who are ready.",
    highlight: "Leads called in 60 seconds",
    rating: 5,
    industry: "realtor",
    company: {
      name: "Harborview Realty Group",
      logo: logo("harborview-realty-group", "Harborview Realty Group"),
    },
    video: testimonialVideos.marcusReyes,
  },
  {
    id: "anil-kapoor-smile-studio-orthodontics",
    name: "Dr. Anil Kapoor",
    role: "Orthodontist & Practice Owner, Edison, NJ",
    content:
      "Our patients are teenagers and busy parents, so half the rescheduling requests came in after hours. Now they call or text at 11 PM, the agent finds a new slot, it syncs with Dentrix instantly, and reminders go out 48 and 2 hours before to every family that opted in. Over our first year no-shows fell 34%, and my front desk finally has time for the patients in the chair.",
    highlight: "-34% no-shows",
    rating: 5,
    industry: "dentist",
    company: {
      name: "Smile Studio Orthodontics",
      logo: logo("smile-studio-orthodontics", "Smile Studio Orthodontics"),
    },
    video: testimonialVideos.anilKapoor,
  },
  {
    id: "jessica-lane-lane-co-realty",
    name: "Jessica Lane",
    role: "Broker-Owner, Scottsdale, AZ",
    content:
      "We run open houses every weekend and used to lose the Sunday-night follow-ups. The chatbot now answers Instagram DMs and website chats within seconds, sends the listing packet, and hands hot buyers to an agent with a summary in GoHighLevel. Last year we closed 23 more transactions that started as after-hours conversations.",
    highlight: "+23 closings in a year",
    rating: 5,
    industry: "realtor",
    company: { name: "Lane & Co. Realty", logo: logo("lane-co-realty", "Lane & Co. Realty") },
    image: artwork({
      src: "/images/testimonials/jessica-lane.webp",
      alt: "Illustration of a sold home in Scottsdale with an after-hours Instagram message answered in six seconds",
      width: 432,
      height: 540,
    }),
  },
  {
    id: "michael-osei-riverside-pediatric-dentistry",
    name: "Michael Osei",
    role: "Practice Manager, Columbus, OH",
    content:
      "Parents call while they're driving to school pick-up, not during our office hours. The AI answers in a warm, patient voice, handles new-patient intake and transfers true emergencies to our on-call dentist. Hold time is zero and our two coordinators got back about 40 hours a week between them.",
    highlight: "40 hours saved every week",
    rating: 5,
    industry: "dentist",
    company: {
      name: "Riverside Pediatric Dentistry",
      logo: logo("riverside-pediatric-dentistry", "Riverside Pediatric Dentistry"),
    },
    image: artwork({
      src: "/images/testimonials/michael-osei.webp",
      alt: "Illustration of a parent's call answered with zero hold time and a new-patient visit booked for Friday",
      width: 432,
      height: 540,
    }),
  },
  {
    id: "tom-becker-becker-heating-air",
    name: "Tom Becker",
    role: "Owner, Denver, CO",
    content:
      "In January our phones ring at 2 AM when furnaces quit. The AI Caller triages every call, books emergency visits into ServiceTitan and texts the on-call tech. That first winter we captured $31,000 in after-hours jobs that used to go to whichever competitor picked up first.",
    highlight: "$31k in after-hours jobs",
    rating: 5,
    industry: "business",
    company: {
      name: "Becker Heating & Air",
      logo: logo("becker-heating-air", "Becker Heating & Air"),
    },
  },
  {
    id: "rebecca-hart-hartwell-dental-arts",
    name: "Dr. Rebecca Hart",
    role: "Dentist & Owner, Charlotte, NC",
    content:
      "Our part of setup was one short onboarding call. The team loaded our fee schedule, accepted insurance list and Dentrix calendar, and we were live the next morning. Patients keep telling us the assistant sounds friendly and unhurried, and our Google rating went from 4.6 to 4.9 in four months.",
    highlight: "Live in under 24 hours",
    rating: 5,
    industry: "dentist",
    company: {
      name: "Hartwell Dental Arts",
      logo: logo("hartwell-dental-arts", "Hartwell Dental Arts"),
    },
  },
  {
    id: "kevin-park-park-lane-homes",
    name: "Kevin Park",
    role: "Realtor, Seattle, WA",
    content:
      "I'm a solo agent, so every missed call used to be a missed listing. The AI Caller picks up while I'm in showings, qualifies sellers on timeline and price expectations, and drops a summary into HubSpot. In the first month it qualified 112 leads and booked 19 listing appointments for me.",
    highlight: "19 listing appointments in month one",
    rating: 5,
    industry: "realtor",
    company: { name: "Park Lane Homes", logo: logo("park-lane-homes", "Park Lane Homes") },
  },
  {
    id: "sofia-martinez-glow-salon-spa",
    name: "Sofia Martinez",
    role: "Owner, Miami, FL",
    content:
      "Our stylists can't answer the phone with color on their hands. Clients now book, move and cancel by phone, WhatsApp or Instagram, and the assistant fills last-minute cancellations from our waitlist. Rebookings are up 29% and we rarely see an empty chair on Saturdays.",
    highlight: "+29% rebookings",
    rating: 5,
    industry: "business",
    company: { name: "Glow Salon & Spa", logo: logo("glow-salon-spa", "Glow Salon & Spa") },
  },
  {
    id: "rahul-verma-shipright-logistics",
    name: "Rahul Verma",
    role: "Co-founder, Ahmedabad, India",
    content:
      "Most of our inbound calls were one question: where is my shipment? The voice agent now answers in English, Hindi and Gujarati using live tracking data from our system and only escalates real exceptions. 70% of tracking calls are fully automated and our support cost fell by more than half.",
    highlight: "70% of tracking calls automated",
    rating: 5,
    industry: "business",
    company: {
      name: "ShipRight Logistics",
      logo: logo("shipright-logistics", "ShipRight Logistics"),
    },
  },
];

/**
 * Copy of the Testimonials page (/testimonials).
 * @public
 */
export const testimonialsPage: TestimonialsPageContent = {
  hero: {
    badge: "Trusted by Industry Leaders",
    title: "Real Results, Real Impact",
    description: `Dentists, realtors and local businesses share what changed after ${brand.name} started answering their calls and messages: more booked appointments, faster lead response and front desks with time to breathe.`,
  },
  stats: [metrics.goLiveSuccessRate, metrics.firstReplySpeedup, metrics.answeringCostReduction],
  // What we do for security, not a grade: our own SOC 2 audit is still in progress (compliance.soc2).
  trustLines: [claim("hipaa").text, "Proven track record", claim("support").text],
  videoCopy: { unmuteHint: "Tap to unmute", playLabel: "Play video", pauseLabel: "Pause video" },
  roi: {
    intro: {
      title: "The Numbers Behind the Stories",
      description: `What our ROI calculator assumes, and what client accounts show: the calculator counts on ${LEAD_GROWTH_PERCENT}% growth in leads from conversations that go unanswered today, while the response-time and hours figures are medians measured on client accounts.`,
    },
    figures: [
      metrics.leadGrowthAssumption,
      metrics.responseTimeReduction,
      metrics.hoursSavedPerMonth,
    ],
    cta: { label: "Calculate Your ROI", href: routes.roi },
  },
  featuredIntro: {
    eyebrow: "Client stories",
    title: "Hear It From the People Who Answer the Phones",
    description:
      "Owners and practice leads on what changed once every call and message got an answer. Videos play muted as you scroll; tap one to hear it from the start.",
  },
  textOnlyIntro: {
    eyebrow: "More client stories",
    title: "From Clinics to Brokerages to Main Street",
    description:
      "Short notes from owners and managers who run their phones, chats and calendars with our AI agents every day.",
  },
  resultsNote: `Each story is one business's own account, shared with permission. Results vary with call volume, industry and setup; ${brand.name} does not promise any particular result.`,
};

function landingAvatar(file: string, name: string): ImageAsset {
  return avatarImage(`/images/testimonials/${file}.webp`, name, 96);
}

/**
 * The three written testimonials of the landing page, from clinic staff.
 * @public
 */
export const landingTestimonials: readonly LandingTestimonial[] = [
  {
    name: "Jennifer Alvarez",
    role: "Front Desk Lead",
    clinic: "Lakeside Dental Care, Tampa, FL",
    avatar: landingAvatar("avatar-jennifer-alvarez", "Jennifer Alvarez"),
    quote:
      "I used to spend the first hour of every day returning voicemails. Now I walk in to appointments already booked overnight, each with the patient's insurance noted. It honestly feels like we hired another person for the front desk.",
    rating: 5,
  },
  {
    name: "Dr. Lauren Pierce",
    role: "Owner & General Dentist",
    clinic: "Maple Grove Dental Studio, Minneapolis, MN",
    avatar: landingAvatar("avatar-lauren-pierce", "Dr. Lauren Pierce"),
    quote: `We went live the day after our kickoff call. In ${clinicResults.laurenPierce.weeks} weeks the AI recovered ${usd(clinicResults.laurenPierce.recoveredUsd)} in appointments we would have lost to voicemail, and my team got back more than ${clinicResults.laurenPierce.hoursPerWeek} hours a week.`,
    rating: 5,
  },
  {
    name: "Rachel Kim",
    role: "Office Manager",
    clinic: "Summit Family Dentistry, Raleigh, NC",
    avatar: landingAvatar("avatar-rachel-kim", "Rachel Kim"),
    quote: `Reminders, reschedules and new-patient calls all run on their own now, straight into Dentrix. We booked ${usd(clinicResults.rachelKim.extraTreatmentUsd)} in extra treatment last quarter and our patients say the assistant is easier to reach than we ever were.`,
    rating: 5,
  },
];
