import { brand } from "../../brand.js";
import { compliance } from "../../compliance.js";
import { routes } from "../../routes.js";
import { blogAuthors } from "../authors.js";
import type { BlogPostSource } from "../blog-post-source.js";

/**
 * Blog post: what HIPAA requires of an AI answering service, what a BAA covers and what to ask a vendor.
 */
export const hipaaCompliantAiAnsweringForClinics: BlogPostSource = {
  slug: "hipaa-compliant-ai-answering-for-clinics",
  title: "HIPAA-Compliant AI Answering for Clinics: What a BAA Covers and What to Ask a Vendor",
  description:
    "An AI answering service that hears patient details is a business associate. What a BAA must cover, where PHI flows on a call, and 10 questions for any vendor.",
  date: "2026-07-15",
  author: blogAuthors.kabir,
  category: "Voice AI",
  cover: {
    src: "/images/blog/hipaa-compliant-ai-answering-for-clinics.webp",
    alt: "A shield with a padlock protecting a phone call wave and a medical cross",
    width: 1200,
    height: 630,
  },
  tags: ["HIPAA", "BAA", "Compliance", "Healthcare", "Security"],
  body: `Every clinic that looks at an AI receptionist asks the same first question: "Is it HIPAA compliant?" It's the right question, but it's incomplete. HIPAA compliance isn't a badge a product carries; it's a set of obligations shared between your practice and every vendor that touches patient data. This guide explains where an AI answering service fits, what the Business Associate Agreement (BAA) really covers, and how to tell a serious vendor from a marketing claim.

A note before we start: I lead security and compliance at ${brand.name}, and this article is practical guidance, not legal advice. Your compliance officer or healthcare attorney has the final word for your practice.

## Why an AI answering service is a business associate

Under HIPAA, a business associate is any person or company that creates, receives, maintains or transmits protected health information (PHI) on behalf of a covered entity. A patient who calls to say "I need to move my root canal follow-up" has just disclosed PHI: their name, phone number, the fact that they are your patient and a treatment.

Some vendors point to the "conduit exception," which covers services such as phone carriers that only pass data along. It does not apply here. An AI answering service transcribes the call, stores recordings and summaries, and writes appointments into your schedule. That is creating and maintaining PHI, so the vendor is a business associate and you need a signed BAA *before* any patient calls reach it.

## What a BAA must cover

The HIPAA rules (45 CFR 164.504(e)) set the minimum contents of a business associate agreement. A proper BAA will:

- **Limit use and disclosure** of PHI to the services you contracted for and what the law requires;
- **Require safeguards** under the HIPAA Security Rule: administrative, physical and technical protections for electronic PHI;
- **Require reporting** of any use or disclosure not allowed by the agreement, including breaches of unsecured PHI, which a business associate must report without unreasonable delay and no later than 60 days after discovery;
- **Flow down to subcontractors:** any company the vendor uses that touches PHI must agree to the same restrictions;
- **Support patient rights,** so you can meet requests for access, amendment and an accounting of disclosures;
- **Open its books to HHS** when the Department investigates compliance;
- **Return or destroy PHI** when the contract ends, where feasible;
- **Allow you to terminate** the contract if the vendor materially violates it.

## What a BAA does not do

A signed BAA is necessary, but it isn't proof of security. It is a promise with legal teeth. It doesn't:

- guarantee the vendor actually encrypts data or reviews access;
- cover your own staff sharing call transcripts over personal email;
- replace your practice's own risk analysis, which must now include the new system;
- make every feature suitable for PHI. Some vendors sign a BAA but exclude parts of their product from it, so read the scope.

## Where PHI flows during an AI call

Map the data path before you sign. On a typical call:

| Stage | PHI involved | Safeguard to expect |
|---|---|---|
| Phone line and audio stream | Caller ID, voice | Encrypted media (SRTP or TLS) between carrier and platform |
| Speech-to-text | Full transcript | Processor covered by a BAA, no retention for model training |
| Language model | Transcript excerpts | Zero-data-retention agreement, covered by a BAA |
| Scheduling write-back | Name, date of birth, appointment type | Scoped API credentials for Dentrix, Open Dental or your EHR |
| SMS confirmation | Name, appointment time | Minimum necessary content: no diagnosis or procedure details |
| Recordings and summaries | Everything said | AES-256 encryption at rest, configurable retention |
| Dashboard access | All of the above | Single sign-on or MFA, role-based access, audit logs |

Every row with a third party in it is a subcontractor, and each should be under a BAA with your vendor.

## 10 questions to ask any vendor

Send these in writing. A serious vendor answers all of them in a day or two.

1. **Will you sign our BAA, or provide yours, before we send any live calls?** Red flag: "You only need a BAA on the enterprise plan."
2. **Which subcontractors process our PHI, and do you have BAAs with each?** Expect a named list covering cloud hosting, telephony, speech-to-text and the language model.
3. **Is any call data used to train models?** The only acceptable answer for PHI is no, backed by zero-retention terms with model providers.
4. **How is data encrypted in transit and at rest?** Look for TLS 1.2 or higher and AES-256.
5. **Where is PHI stored, and who can access it?** Ask about the cloud region, which staff can see production data, from where, and how that access is approved, logged and reviewed.
6. **How long do you keep recordings and transcripts, and can we shorten it?** Retention you can configure is a strong sign of maturity.
7. **What do your SMS and email templates contain?** Confirmations should follow the minimum-necessary standard.
8. **How fast will you notify us of a security incident?** Contractually, well inside the 60-day maximum; in practice, within days.
9. **What independent evidence can you share?** A recent penetration-test summary, a SOC 2 report or a third-party HIPAA assessment.
10. **What happens to our data when we leave?** You want export in a standard format and certified deletion.

## How we handle it at ${brand.name}

Our answers to those questions, in short:

- **BAA:** ${compliance.baa} It is the same agreement on every plan.
- **Subprocessors:** every one that touches PHI, from hosting to speech recognition to the language model, is under a BAA and a no-training, zero-retention agreement.
- **Storage and access:** ${compliance.phiStorage} Production access is limited to a small group of named, trained engineers, and the session logs are reviewed quarterly.
- **Independent evidence:** ${compliance.soc2}
- **Messaging apps:** ${compliance.messagingApps}
- **Retention and texts:** recording retention is configurable per clinic, and confirmation texts carry a date, a time and your practice name, nothing clinical.

## Your side of the checklist

Compliance is shared. Before go-live, the clinic should:

- add the AI answering service to your HIPAA risk analysis and vendor inventory;
- decide what the agent may discuss (scheduling and logistics) and what it must transfer (clinical questions, test results, billing disputes);
- keep the AI disclosure and announce call recording at the start of each call: states such as California and Florida require all parties to consent to recording, and our agents always say they are an AI assistant;
- train the front desk on where transcripts live and who may view them;
- review a sample of calls each week during the first month.

Done properly, an AI receptionist can be more consistent about privacy than a busy front desk: it never reads a patient's details aloud in a crowded waiting room.

If you're evaluating vendors for your clinic, [contact our compliance team](${routes.contact}) to receive our BAA and security overview, or [see how the AI Caller handles patient calls](${routes.aiCaller}).`,
};
