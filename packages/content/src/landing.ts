import { booking } from "./booking.js";
import { brand, claim } from "./brand.js";
import { compliance } from "./compliance.js";
import { facts } from "./facts.js";
import { atLeast, seconds, usd, usdThousands } from "./figures.js";
import { routes } from "./routes.js";
import { clinicResults, landingTestimonials, testimonialVideos } from "./testimonials.js";
import type { LandingPageContent } from "./types/index.js";
import { artwork } from "./artwork.js";

/** The landing page's booking section, where its trial, demo and ROI buttons scroll to. */
const bookingAnchor = `${routes.landing}#${booking.sectionId}`;

/**
 * Copy of the single-purpose landing page (/landing), aimed at dental and medical clinics.
 * Its hero video is made by `scripts/make-videos.sh`; the testimonial videos are the ones of the
 * Testimonials page.
 * @public
 */
export const landingPage: LandingPageContent = {
  trustBadges: [
    { icon: "shield-check", label: claim("hipaa").text },
    { icon: "calendar-check", label: claim("trial").text },
    { icon: "timer", label: claim("setup").text },
    { icon: "users", label: claim("trusted").text },
  ],
  hero: {
    eyebrow: "For dental and medical clinics",
    title: "Never Send Another Patient to Voicemail",
    description: `${brand.name}'s AI receptionist picks up every call and message in under a second, 24/7, and books appointments straight into Dentrix, Open Dental or Google Calendar, so you can recover up to ${usdThousands(facts.revenueRecoveryUsd)} in lost revenue within ${facts.revenueRecoveryDays} days.`,
    video: {
      src: "/videos/landing-hero.mp4",
      poster: artwork({
        src: "/images/landing/hero-poster.webp",
        alt: `${brand.name} walkthrough: an incoming call picked up in ${seconds(facts.pickupSeconds)} at 9:42 PM`,
        width: 640,
        height: 360,
      }),
      title: `How ${brand.name} answers, qualifies and books every caller`,
      transcript:
        "Meet NovaLine. Our AI voice agent answers every call in under a second, day or night. It answers questions and qualifies each caller, then books the appointment straight into your calendar. Setup takes 14 minutes, and your first seven days are free.",
    },
    playLabel: "Play the product walkthrough",
    transcriptLabel: "Read the walkthrough's transcript",
    primaryCta: { label: "Start Free Trial", href: bookingAnchor },
    secondaryCta: { label: "Book a Live Demo", href: bookingAnchor },
  },
  testimonialVideos: {
    intro: {
      eyebrow: "Hear it from dentists",
      title: "Clinics That Stopped Missing Calls",
      description:
        "Two practice owners on what changed in their first weeks. Tap a video to unmute it.",
    },
    videos: [testimonialVideos.sarahWhitman, testimonialVideos.anilKapoor],
  },
  stats: [
    {
      name: "Dr. Lauren Pierce",
      clinic: "Maple Grove Dental Studio",
      hoursSaved: {
        value: `${clinicResults.laurenPierce.hoursPerWeek}+ hours`,
        label: "saved every week",
        countUp: { to: clinicResults.laurenPierce.hoursPerWeek, suffix: "+ hours" },
      },
      revenue: {
        value: usd(clinicResults.laurenPierce.recoveredUsd),
        label: `recovered in the first ${clinicResults.laurenPierce.weeks} weeks`,
        countUp: { to: clinicResults.laurenPierce.recoveredUsd, prefix: "$" },
      },
    },
    {
      name: "Rachel Kim",
      clinic: "Summit Family Dentistry",
      hoursSaved: {
        value: `${clinicResults.rachelKim.hoursPerWeek}+ hours`,
        label: "saved every week",
        countUp: { to: clinicResults.rachelKim.hoursPerWeek, suffix: "+ hours" },
      },
      revenue: {
        value: usd(clinicResults.rachelKim.extraTreatmentUsd),
        label: "in extra treatment booked last quarter",
        countUp: { to: clinicResults.rachelKim.extraTreatmentUsd, prefix: "$" },
      },
    },
  ],
  statsFootnote:
    "Results reported by these two practices; yours will vary with call volume, treatment mix and how the agent is set up.",
  roi: {
    intro: {
      eyebrow: "ROI calculator",
      title: "What Are Missed Calls Costing Your Practice?",
      description:
        "Move the sliders to your monthly calls, average treatment value and close rate. The estimate uses the calculator's stated assumptions, so you can see exactly where each number comes from.",
    },
    cta: { label: "Get My Custom ROI Plan", href: bookingAnchor },
  },
  benefits: {
    intro: {
      eyebrow: "Why clinics choose us",
      title: "A Front Desk That Never Takes a Break",
      description:
        "Everything your receptionists do on the phone, done instantly, around the clock, in your practice's voice.",
    },
    items: [
      {
        icon: "phone-incoming",
        title: "Every call answered in under a second",
        description:
          "Lunch breaks, Monday rushes and 9 PM toothaches all get a friendly answer on the first ring, with no hold music.",
      },
      {
        icon: "calendar-check",
        title: "Booked straight into your schedule",
        description:
          "Reads live availability from Dentrix, Open Dental, Eaglesoft or Google Calendar and books, moves or cancels visits.",
      },
      {
        icon: "shield-check",
        title: "HIPAA safeguards, BAA included",
        description: `${compliance.baa} Calls and transcripts are encrypted, and access is role-based and audited.`,
      },
      {
        icon: "repeat",
        title: "Fewer no-shows",
        description:
          "Confirmations and reminders by call, SMS or WhatsApp to patients who opted in, calls only within calling hours, and canceled slots offered to your waitlist.",
      },
      {
        icon: "languages",
        title: "Speaks your patients' language",
        description: `Speaks ${atLeast(facts.languages)} languages, from English to Spanish, and switches mid-call when a patient does.`,
      },
      {
        icon: "user-check",
        title: "Knows when to hand over",
        description:
          "Dental emergencies and sensitive questions are transferred to your team or on-call dentist with a written summary.",
      },
    ],
  },
  booking: {
    intro: {
      eyebrow: "Book your demo",
      title: `See Your AI Receptionist in ${facts.consultationMinutes} Minutes`,
      description: `Pick a time that suits you. We'll call your clinic's number live on the demo, answer your questions and set up your ${facts.freeTrialDays}-day free trial.`,
    },
  },
  testimonialImages: [
    artwork({
      src: "/images/landing/result-calls-dashboard.webp",
      alt: "Call dashboard of a dental clinic: 412 calls answered this month, none missed, 96 booked after hours",
      width: 480,
      height: 320,
    }),
    artwork({
      src: "/images/landing/result-google-review.webp",
      alt: "Five-star Google review praising the phone assistant for booking a Sunday-night dental emergency",
      width: 480,
      height: 320,
    }),
    artwork({
      src: "/images/landing/result-calendar.webp",
      alt: "A clinic calendar week with 17 of 20 appointment slots filled, most of them booked overnight by the AI",
      width: 480,
      height: 320,
    }),
  ],
  testimonials: {
    intro: {
      eyebrow: "From the front desk",
      title: "What Clinic Teams Tell Us",
      description:
        "The people who answer the phones every day, on working alongside an AI receptionist.",
    },
    items: landingTestimonials,
  },
  closing: {
    intro: {
      title: "Your Next Patient Is Calling Right Now",
      description: `Set up in ${facts.setupMinutes} minutes of your time, live within ${facts.liveWithinHours} hours, free for ${facts.freeTrialDays} days with no credit card: stop losing patients to voicemail.`,
    },
    cta: { label: "Book Your Demo Now", href: bookingAnchor },
  },
  trialTracking: { content_name: "Free Trial", content_type: "landing_cta" },
  listLabels: {
    trustBadges: "Why clinics trust us",
    stats: "Results clinics reported",
    testimonialImages: "Results on clinics' screens",
  },
};
