import { booking } from "./booking.js";
import { brand, claim } from "./brand.js";
import { routes } from "./routes.js";
import { landingTestimonials, testimonialVideos } from "./testimonials.js";
import type { LandingPageContent } from "./types/index.js";

/** The landing page's booking section, where its trial, demo and ROI buttons scroll to. */
const bookingAnchor = `${routes.landing}#${booking.sectionId}`;

/**
 * Copy of the single-purpose landing page (/landing), aimed at dental and medical clinics.
 * Its hero video is made by `scripts/make-videos.sh`; the testimonial videos are the ones of the
 * Testimonials page.
 * @public
 */
export const landingPage = {
  trustBadges: [
    { icon: "shield-check", label: claim("hipaa").text },
    { icon: "calendar-check", label: claim("trial").text },
    { icon: "timer", label: claim("setup").text },
    { icon: "users", label: claim("trusted").text },
  ],
  hero: {
    eyebrow: "For dental and medical clinics",
    title: "Never Send Another Patient to Voicemail",
    description: `${brand.name}'s AI receptionist answers every call and message in under a second, 24/7, books appointments straight into Dentrix, Open Dental or Google Calendar, and recovers up to $10k in lost revenue within 45 days.`,
    video: {
      src: "/videos/landing-hero.mp4",
      poster: {
        src: "/images/landing/hero-poster.svg",
        alt: `${brand.name} walkthrough: an incoming call answered in 0.4 seconds at 9:42 PM`,
        width: 640,
        height: 360,
      },
      title: `How ${brand.name} answers, qualifies and books every caller`,
      transcript:
        "Meet NovaLine. Our AI voice agent answers every call in under a second, day or night. It answers questions and qualifies each caller, then books the appointment straight into your calendar. Setup takes 14 minutes, and your first seven days are free.",
    },
    playLabel: "Play the product walkthrough",
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
        value: "40+ hours",
        label: "saved every week",
        countUp: { to: 40, suffix: "+ hours" },
      },
      revenue: {
        value: "$9,800",
        label: "recovered in the first six weeks",
        countUp: { to: 9800, prefix: "$" },
      },
    },
    {
      name: "Rachel Kim",
      clinic: "Summit Family Dentistry",
      hoursSaved: {
        value: "35+ hours",
        label: "saved every week",
        countUp: { to: 35, suffix: "+ hours" },
      },
      revenue: {
        value: "$12,400",
        label: "in extra treatment booked last quarter",
        countUp: { to: 12400, prefix: "$" },
      },
    },
  ],
  roi: {
    intro: {
      eyebrow: "ROI calculator",
      title: "What Are Missed Calls Costing Your Practice?",
      description:
        "Move the sliders to your monthly calls, average treatment value and close rate. Most clinics see the fee paid back within the first month.",
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
        title: "HIPAA compliant by design",
        description:
          "Encrypted calls and transcripts, role-based access and a signed Business Associate Agreement for every clinic.",
      },
      {
        icon: "repeat",
        title: "Fewer no-shows",
        description:
          "Automatic confirmations and reminders by call, SMS or WhatsApp, and cancelled slots offered to your waitlist.",
      },
      {
        icon: "languages",
        title: "Speaks your patients' language",
        description:
          "Switches between English, Spanish and 50+ other languages mid-call, so no patient is turned away.",
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
      title: "See Your AI Receptionist in 30 Minutes",
      description:
        "Pick a time that suits you. We'll call your clinic's number live on the demo, answer your questions and set up your 7-day free trial.",
    },
  },
  testimonialImages: [
    {
      src: "/images/landing/result-calls-dashboard.svg",
      alt: "Call dashboard of a dental clinic: 412 calls answered this month, none missed, 96 booked after hours",
      width: 480,
      height: 320,
    },
    {
      src: "/images/landing/result-google-review.svg",
      alt: "Five-star Google review praising the phone assistant for booking a Sunday-night dental emergency",
      width: 480,
      height: 320,
    },
    {
      src: "/images/landing/result-calendar.svg",
      alt: "A clinic calendar week with 17 of 20 appointment slots filled, most of them booked overnight by the AI",
      width: 480,
      height: 320,
    },
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
      description:
        "Go live in 14 minutes, try it free for 7 days with no credit card, and stop losing patients to voicemail.",
    },
    cta: { label: "Book Your Demo Now", href: bookingAnchor },
  },
  trialTracking: { content_name: "Free Trial", content_type: "landing_cta" },
} as const satisfies LandingPageContent;
