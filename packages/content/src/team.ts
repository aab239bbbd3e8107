import { avatarImage } from "./avatar-image.js";
import type { ImageAsset, TeamMember } from "./types/index.js";

/** Keys of the team members. @public */
export type TeamMemberKey = "aarav" | "riya" | "daniel" | "neha" | "kabir";

const avatar = (file: string, name: string): ImageAsset =>
  avatarImage(`/images/team/${file}.webp`, name, 64);

/**
 * The NovaLine team: shown on the About page and as blog authors.
 * @public
 */
export const team: Readonly<Record<TeamMemberKey, TeamMember>> = {
  aarav: {
    name: "Aarav Mehta",
    role: "Co-founder & CEO",
    bio: "Spent eight years building call-center software for clinics and insurers before starting NovaLine to give small businesses the same always-on front desk that large enterprises enjoy.",
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
    bio: "Owns our HIPAA program and Business Associate Agreements, keeps card data out of our systems for PCI DSS, and leads our SOC 2 audit, now in progress: data-processing agreements, encryption and access reviews.",
    avatar: avatar("kabir-desai", "Kabir Desai"),
  },
};

/** Team members in the order the About page lists them. @public */
export const teamMembers: readonly TeamMember[] = Object.values(team);
