import { brand } from "./brand.js";
import { facts } from "./facts.js";
import { atLeast, percent } from "./figures.js";
import { metrics } from "./metrics.js";
import { routes } from "./routes.js";
import { teamMembers } from "./team.js";
import type { AboutPageContent } from "./types/index.js";
import { artwork } from "./artwork.js";

/**
 * Copy of the About page (/about): founding story, mission, figures, values, milestones and the
 * team (the shared `teamMembers`).
 * @public
 */
export const aboutPage: AboutPageContent = {
  hero: {
    eyebrow: `About ${brand.name}`,
    title: "We Build the Front Desk Small Businesses Deserve",
    description: `${brand.name} gives clinics, realtors and local businesses AI voice agents, chatbots and auto scheduling that answer every customer, day and night, without enterprise budgets or enterprise complexity.`,
  },
  story: {
    intro: {
      eyebrow: "Our story",
      title: `Founded in ${brand.address.locality} in ${brand.foundedYear}`,
    },
    paragraphs: [
      `${brand.name} started with a simple number. Before founding the company, our CEO spent eight years building call-center software for clinics and insurers, and kept seeing the same thing: small practices missed a third of their calls, and industry surveys put the share of callers who never try again at ${percent(facts.callersLostToUnansweredCalls)}. Large hospital groups could afford 24/7 call centers. A two-chair dental office could not.`,
      `In ${brand.foundedYear} we set up in ${brand.address.locality}, ${brand.address.region}, with a team of engineers, conversation designers and a former dental-practice manager from Texas. Our first clients were dental clinics in Gujarat. Within weeks their phones stopped going to voicemail, and the booked appointments showed up in their calendars the next morning. We took on our first US practices only in ${facts.hipaaProgramYear}, once our HIPAA program was in place and a Business Associate Agreement was signed before the first patient call.`,
      `Today we serve more than ${facts.businessesServed} small and medium businesses across the United States and India: dental and medical practices, real-estate teams, salons, HVAC companies, hotels, schools and logistics firms. Our team in Ahmedabad works while our US clients sleep, and our US customer-success lead keeps us close to the people we build for.`,
    ],
    image: artwork({
      src: "/images/about/story-ahmedabad-to-main-street.webp",
      alt: `Map illustration linking the ${brand.name} team in Ahmedabad, India, with the small businesses it serves across the United States`,
      width: 640,
      height: 420,
    }),
  },
  mission: {
    title: "Our mission",
    text: "Make sure no small business loses a customer because nobody picked up. We want every clinic, brokerage and shop to answer every call and message in seconds, in their customer's language, at a price that grows only when their business does.",
  },
  stats: [
    metrics.businessesServed,
    { value: "24/7", label: "calls and chats answered" },
    metrics.languages,
    metrics.setupTime,
  ],
  values: {
    intro: {
      eyebrow: "What we believe",
      title: "The Values Behind Every Agent We Build",
    },
    items: [
      {
        icon: "phone-incoming",
        title: "Every call matters",
        description:
          "A missed call is a missed patient, listing or booking. We measure ourselves by how many conversations our clients never lose.",
      },
      {
        icon: "shield-check",
        title: "Privacy before features",
        description:
          "We handle health and financial conversations, so HIPAA safeguards and a BAA come with every plan, not as an upsell.",
      },
      {
        icon: "bar-chart",
        title: "Honest numbers",
        description:
          "We report what our agents actually do: calls answered, appointments booked, revenue recovered and the calls they got wrong.",
      },
      {
        icon: "handshake",
        title: "Priced to be fair",
        description:
          "One-time builds, pay-per-use billing and free customization, because small businesses should not pay for capacity they never use.",
      },
      {
        icon: "zap",
        title: "Small-business speed",
        description: `Setup in ${facts.setupMinutes} minutes of your time, live within ${facts.liveWithinHours} hours for most clients and changes made the same day. Owners are busy; our process respects that.`,
      },
    ],
  },
  milestones: {
    intro: { eyebrow: "Milestones", title: "How We Got Here" },
    items: [
      {
        year: `${brand.foundedYear}`,
        title: `${brand.name} is founded in ${brand.address.locality}`,
        description:
          "Our first AI voice agents go live for four dental clinics in Gujarat, India, answering after-hours calls and booking cleanings.",
      },
      {
        year: `${facts.hipaaProgramYear}`,
        title: "HIPAA program and our first US clinics",
        description:
          "We build our HIPAA program, sign a Business Associate Agreement with each US practice before its first patient call, add integrations with Dentrix, Open Dental and Follow Up Boss, and pass 50 clients.",
      },
      {
        year: "2024",
        title: "Chatbots on every channel",
        description:
          "The AI chat agent launches on WhatsApp, Instagram, Messenger and websites, sharing one memory with the voice agent.",
      },
      {
        year: "2025",
        title: `${brand.liveAiName} and auto scheduling`,
        description:
          "Visitors can talk to our AI live from any page of the site, and auto scheduling adds reminders, reschedules and waitlists.",
      },
      {
        year: "2026",
        title: `${atLeast(facts.businessesServed)} businesses and ${atLeast(facts.languages)} languages`,
        description: `We now serve more than ${facts.businessesServed} businesses in the US and India, with agents that switch languages mid-call.`,
      },
    ],
  },
  team: {
    intro: {
      eyebrow: "Our team",
      title: "The People Behind Your AI Front Desk",
      description:
        "Engineers, conversation designers and former practice managers who have answered the phones themselves.",
    },
    members: teamMembers,
  },
  cta: {
    intro: {
      title: "See What Your AI Front Desk Could Do",
      description: `Book a free ${facts.consultationMinutes}-minute call. We'll show you an agent answering calls for a business like yours and set up your ${facts.freeTrialDays}-day free trial.`,
    },
    primary: { label: "Book a Free Demo", href: routes.booking },
    secondary: { label: "Explore Services", href: routes.services },
  },
};
