import { avatarImage } from "./avatar-image.js";
import type { TeamMember } from "./types/index.js";

const avatar = (file: string, name: string) => avatarImage(`/images/team/${file}.svg`, name, 160);

/**
 * The NovaLine team: shown on the About page and as blog authors.
 * @public
 */
export const team = {
  aarav: {
    name: "Aarav Mehta",
    role: "Co-founder & CEO",
    bio: "Spent eight years building call-centre software for clinics and insurers before starting NovaLine to give small businesses the same always-on front desk that large enterprises enjoy.",
    avatar: avatar("aarav-mehta", "Aarav Mehta"),
  },
  riya: {
    name: "Riya Shah",
    role: "Co-founder & Head of AI",
    bio: "Leads conversation design and model evaluation. Previously built speech-recognition pipelines for Indian and US English accents at a voice-analytics start-up.",
    avatar: avatar("riya-shah", "Riya Shah"),
  },
  daniel: {
    name: "Daniel Brooks",
    role: "Head of Customer Success (US)",
    bio: "Former dental-practice operations manager in Texas. Makes sure every clinic and brokerage goes live in days, not months, and keeps their agents improving every week.",
    avatar: avatar("daniel-brooks", "Daniel Brooks"),
  },
  neha: {
    name: "Neha Iyer",
    role: "Lead Integration Engineer",
    bio: "Connects our agents to CRMs, calendars and practice-management systems, from HubSpot and GoHighLevel to Dentrix and Follow Up Boss.",
    avatar: avatar("neha-iyer", "Neha Iyer"),
  },
  kabir: {
    name: "Kabir Desai",
    role: "Security & Compliance Lead",
    bio: "Owns our HIPAA, PCI DSS and SOC 2 programme: data-processing agreements, encryption, access reviews and audit readiness.",
    avatar: avatar("kabir-desai", "Kabir Desai"),
  },
} as const satisfies Record<string, TeamMember>;

/** Team members in the order the About page lists them. @public */
export const teamMembers: readonly TeamMember[] = Object.values(team);
