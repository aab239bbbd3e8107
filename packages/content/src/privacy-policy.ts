import { brand } from "./brand.js";
import { compliance } from "./compliance.js";
import { facts } from "./facts.js";
import { footerNavigation } from "./navigation.js";
import { routes } from "./routes.js";
import type { LegalDocument } from "./types/index.js";

const { address } = brand;
const postalAddress = `${brand.legalName}, ${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
const emailLink = `[${brand.email}](mailto:${brand.email})`;

/**
 * The privacy policy (/privacy-policy). Section bodies are Markdown.
 * @public
 */
export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description: `How ${brand.legalName} collects, uses, shares and protects personal data when you visit our website, talk to ${brand.liveAiName}, book a call or use our AI voice agents, chatbots and auto scheduling.`,
  lastUpdated: "2026-11-30",
  lastUpdatedLabel: "Last updated",
  contentsLabel: "On this page",
  tableLabel: "Table: {section}",
  sections: [
    {
      id: "who-we-are",
      heading: "1. Who we are",
      body: `This website and the ${brand.name} services are operated by **${brand.legalName}** ("${brand.name}", "we", "us"), a company registered in India with its office at ${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}.

For personal data about visitors to ${brand.siteUrl}, people who contact us or book a call, and people who try our live AI demo, we are the **controller** (under the GDPR) and the **Data Fiduciary** (under India's Digital Personal Data Protection Act, 2023).

You can reach us, including our Grievance Officer and privacy team, at ${emailLink} or by post at the address above.`,
    },
    {
      id: "scope",
      heading: "2. What this policy covers",
      body: `This policy applies to:

- our website, including the contact form, the booking calendar, the ROI calculator and the floating Voice Chat widget;
- the live AI demo, **${brand.liveAiName}**, that you can start from any page;
- our communications with prospective and existing clients;
- personal data we process **on behalf of our clients** when their customers call or message an AI agent we built for them (see section 10).

It does not cover third-party websites we link to, such as social networks or our booking provider's own pages, which have their own privacy policies.`,
    },
    {
      id: "data-we-collect",
      heading: "3. What we collect",
      body: `**Information you give us**

- **Contact form:** your name, email address, optional phone number, business name and your message.
- **Booking a call:** the name, email address, time slot and any answers you type into the embedded booking calendar. The calendar is provided by our scheduling provider, Calendly, which sends us the booking details. It loads only on the booking and landing pages, once you scroll to it.
- **Live AI demo (${brand.liveAiName}):** your voice while the call is active, the words spoken by you and the agent (transcribed to text), and technical call data such as start and end time, duration and connection quality. We only start the call after you press the button and your browser grants microphone access.
- **Client onboarding and support:** contact details of your staff, business information, the knowledge base, scripts and settings for your agents, and billing details.

**Information collected automatically**

- **Device and usage data:** pages viewed, referring page, approximate location derived from your IP address, browser and device type, and the time of your visit.
- **Error reports:** when a page or the voice widget fails, technical details of the error (browser, page address, a trace of the code that failed) are sent to our error-reporting service, Sentry. Form contents and call audio are left out because the reporting code in your browser sends only the error, the page address without its query string and the browser version, and drops any other field before the report leaves your device.
- **Cookies and similar technologies:** see section 5.

We do not ask for, and ask you not to send us through the website, health information, payment card numbers or government identifiers.`,
    },
    {
      id: "voice-calls",
      heading: "4. Voice calls with our AI",
      body: `When you talk to ${brand.liveAiName}, your microphone audio is streamed to our **voice AI provider, Vapi**, which converts speech to text, generates the agent's reply and converts it back to speech in real time. The call runs in a secure real-time audio room operated by **Daily**, a communications provider. These providers process the audio only to run the call and on our instructions.

- We do **not** keep an audio recording of demo calls unless the call screen clearly tells you that recording is on.
- We keep the **transcript and call log** of demo calls for **${facts.demoTranscriptRetentionDays} days** to prevent abuse and improve the demo, then delete them.
- **Feedback after a call:** if you choose to rate a browser call (and add a comment), we keep the rating and your comment with the call's id for **${facts.demoTranscriptRetentionDays} days** to improve the AI, then delete them. It is optional; please leave personal details out of the comment.
- **Phone demos ("Get a call from our AI"):** when you ask our AI to call you, we use your first name, phone number and chosen industry to place **one automated call, at once**, through Vapi and its telephone carrier. We record that you agreed (the wording and the time) and a scrambled form of your IP address, which lets us limit how often a number or connection can ask for a call but not identify you. We never use the number for marketing calls or texts. The call may be recorded; the number, the transcript, the summary and any recording are kept for **${facts.demoTranscriptRetentionDays} days**, then deleted. Separately, we keep a **record of your consent** for **${facts.demoConsentRetentionYears} years**, as the law on automated calls expects: a keyed hash of the number (not the number itself), the wording you agreed to, the page, your browser's name, the scrambled IP address and the time. If you ask us not to call you again, during the call or by writing to us, we add a keyed hash of the number to our do-not-call list and never call it again.
- Please do not share sensitive personal information, such as health or financial details, during the demo.
- The **microphone** is used only while a call is on: pressing **End Call** or closing the page stops it, and you can withdraw the site's microphone permission at any time in your browser's settings.

Calls to AI agents we operate **for our clients** (for example, when you phone a dental clinic that uses ${brand.name}) may be recorded and transcribed on that client's instructions. ${compliance.aiDisclosure} The agent also tells callers when a call is recorded where the law requires it. Those recordings belong to the client and are handled as described in section 10.`,
    },
    {
      id: "cookies",
      heading: "5. Cookies, analytics and the advertising pixel",
      body: `We use a small number of cookies and similar technologies:

- **Strictly necessary:** remembering your light or dark theme and your cookie choices, keeping the site secure and, for staff, keeping the admin area signed in. These do not need consent.
- **Analytics (with your consent where the law requires it):** counting page views and how visitors use the site so we can improve it. Analytics data is reported in aggregate.
- **Advertising (only with your consent):** a social-media advertising pixel (the Meta Pixel) that records page views, a "view content" event when you start a free trial from our landing page and a "schedule" event when you book a call. We use it to measure our advertising and show our ads to people who visited the site. **The pixel does not load until you accept advertising cookies.**

The first time you visit, a cookie notice asks whether you allow advertising cookies; until you choose, only strictly necessary cookies and cookie-free visit counts are used. You can change your choice at any time with the **${footerNavigation.cookieSettingsLabel}** link at the bottom of every page, or email us and we will record it for you.

We honor the **Global Privacy Control** (GPC) signal: if your browser sends it, we treat it as an opt-out of advertising cookies and of sharing for advertising, do not show the cookie notice and never load the advertising pixel.`,
    },
    {
      id: "how-we-use",
      heading: "6. How we use your information",
      body: `We use personal data to:

1. reply to your messages and prepare for the calls you book;
2. run the live AI demo and keep it safe from abuse;
3. provide, configure, support and bill our services for clients;
4. send service messages, such as booking confirmations and reminders;
5. send marketing emails about ${brand.name}, only if you agreed or are an existing client, with an unsubscribe link in every message;
6. measure and improve our website, advertising and AI agents;
7. detect, investigate and fix errors, fraud and security incidents;
8. comply with legal obligations and enforce our agreements.

We do not use personal data for automated decisions that have legal or similarly significant effects on you. We do not use our clients' call or chat data to train models for other clients.`,
    },
    {
      id: "legal-bases",
      heading: "7. Legal bases (GDPR and UK GDPR)",
      body: `If you are in the European Economic Area or the United Kingdom, we rely on these legal bases:

- **Contract:** to take the steps you ask for before signing a contract, such as booking a demo, and to deliver our services to clients.
- **Consent:** for analytics and advertising cookies, the advertising pixel and marketing emails to prospects. You can withdraw consent at any time; this does not affect processing carried out before.
- **Legitimate interests:** to answer inquiries, run and secure the website and the live demo, report errors and improve our services. We balance these interests against your rights and you can object at any time.
- **Legal obligation:** to keep accounting records and respond to lawful requests from authorities.`,
    },
    {
      id: "india-dpdp",
      heading: "8. India: Digital Personal Data Protection Act, 2023",
      body: `If you are in India, we process your digital personal data on the basis of your **consent**, given when you submit a form, book a call or start a demo call, or for the **legitimate uses** the Act allows, such as a service you have voluntarily asked for.

Under the Act you have the right to:

- obtain a summary of the personal data we process about you and of the processing activities;
- have inaccurate or incomplete data corrected or updated, and have data erased when it is no longer needed;
- withdraw your consent at any time, as easily as you gave it;
- nominate another person to exercise your rights in the event of your death or incapacity;
- have your grievance addressed by our **Grievance Officer**, who can be reached at ${emailLink} and will respond within the time set by the applicable rules.

If you are not satisfied with our response, you may complain to the **Data Protection Board of India**.`,
    },
    {
      id: "us-privacy-rights",
      heading: "9. United States: California (CCPA/CPRA) and other state privacy rights",
      body: `In the last 12 months we collected the categories of personal information described in section 3: identifiers (name, email, phone, IP address), commercial information (bookings and services), internet activity (pages viewed), audio information (live demo calls) and professional information (business name and role). We collect it for the purposes in section 6 and disclose it to the service providers in section 11.

**We do not sell personal information.** If you accept advertising cookies, the advertising pixel may be considered "sharing" for cross-context behavioral advertising. You can opt out by declining or withdrawing advertising cookies or by sending a Global Privacy Control signal. We do not knowingly sell or share the personal information of consumers under 16.

California residents, and residents of other states with similar laws, have the right to know and access the personal information we hold, to correct it, to delete it, to opt out of sale or sharing, to limit the use of sensitive personal information (we only use it to provide the services you asked for), and not to be discriminated against for exercising these rights. You or an authorized agent can exercise them as described in section 16.`,
    },
    {
      id: "clients-and-hipaa",
      heading: "10. Data we process for our clients, and HIPAA",
      body: `When a business uses ${brand.name} to answer its calls and messages, that business is the controller of its customers' data and we act as its **processor** (or **service provider**). We process call audio, recordings, transcripts, messages and appointment details only on the client's documented instructions, under a data processing agreement.

For healthcare clients in the United States that are covered entities under **HIPAA**, we act as a **business associate**. ${compliance.baa} ${compliance.phiStorage} Our safeguards also include encryption in transit and at rest, role-based access with multi-factor authentication, audit logging, workforce training and breach notification procedures. We only use sub-processors that have signed a BAA with us to handle PHI.

If you called or messaged one of our clients and want to access or delete your data, please contact that business directly. We will help them respond to your request.`,
    },
    {
      id: "sharing",
      heading: "11. Who we share data with",
      body: `We share personal data only with the following categories of recipients, each bound by a contract that limits their use of the data to providing their service to us:

- **Cloud hosting and database** providers that run our website, admin area and data storage;
- **Voice AI, speech recognition, speech synthesis, language model and telephony** providers that power our voice and chat agents;
- **Real-time communications** providers that carry live demo calls;
- **Scheduling** (our booking calendar provider) and **email delivery** providers;
- **Analytics, error-reporting and advertising** providers, the latter only with your consent;
- **Integrations our clients choose**, such as their CRM, calendar or practice-management system, on the client's instructions;
- **Professional advisers** (lawyers, accountants, auditors) and **authorities** when the law requires it, or to protect our rights and the safety of others;
- a **buyer or successor** if our business is reorganized, merged or sold, under the same protections.

On this website, these providers receive data from your browser:

| Provider | What it does | When |
| --- | --- | --- |
| Vapi | Voice AI for the live demo | Only during a demo call you start |
| Daily | Real-time audio room of the demo call | Only during a demo call you start |
| Calendly | The booking calendar | Only on the booking page |
| Sentry | Error reports | When a page or the voice widget fails |
| Meta | The advertising pixel | Only after you accept advertising cookies |

An up-to-date list of our sub-processors is available to clients and on request from ${emailLink}.`,
    },
    {
      id: "international-transfers",
      heading: "12. International transfers",
      body: `We are based in India and most of our clients are in the United States. ${compliance.websiteDataLocations}

${compliance.phiStorage}

When personal data from the EEA, the UK or Switzerland is transferred to a country without an adequacy decision, we use the **European Commission's Standard Contractual Clauses** (with the UK addendum where relevant) and additional safeguards such as encryption. Transfers of personal data out of India follow the DPDP Act and any restrictions notified by the Government of India.`,
    },
    {
      id: "retention",
      heading: "13. How long we keep data",
      body: `We keep personal data only as long as we need it for the purposes above:

| Data | How long |
| --- | --- |
| Contact form messages, plan and demo requests, and the emails about them | ${facts.inquiryRetentionMonths} months after our last exchange, then deleted automatically |
| Booking details for demos and consultations | 24 months after the call |
| Live demo transcripts and call logs | ${facts.demoTranscriptRetentionDays} days |
| Feedback on live demo calls (rating and comment) | ${facts.demoTranscriptRetentionDays} days |
| Consent records of phone demos (a keyed hash of the number, the wording, page, browser, scrambled IP address, time) | ${facts.demoConsentRetentionYears} years |
| Do-not-call list (a keyed hash of the number) | Until you ask us to remove it |
| Live demo audio | Not stored, unless the call screen says recording is on; then ${facts.demoTranscriptRetentionDays} days |
| Client call recordings | 90 days by default, configurable by the client |
| Client transcripts, messages and summaries | 12 months by default, configurable by the client |
| Client data after the contract ends | Returned or deleted within 30 days |
| Analytics data | 14 months |
| Error reports | 90 days |
| Advertising pixel cookies | Up to 90 days from your last visit |
| Invoices and accounting records | 8 years, as required by Indian tax and company law |

When a retention period ends, we delete or irreversibly anonymize the data. Backups are overwritten on a rolling 35-day cycle.`,
    },
    {
      id: "security",
      heading: "14. How we protect your data",
      body: `We protect personal data with technical and organizational measures appropriate to the risk, including TLS encryption in transit, AES-256 encryption at rest, least-privilege access with multi-factor authentication, separation of client environments, logging and monitoring, regular vulnerability scans, vendor security reviews and staff confidentiality agreements.

No system is perfectly secure. If a personal data breach is likely to affect you, we will notify you and the relevant authorities as required by law, including the Data Protection Board of India, supervisory authorities under the GDPR and, for PHI, our healthcare clients under the terms of our BAA.`,
    },
    {
      id: "children",
      heading: "15. Children",
      body: `Our website and services are intended for businesses and are not directed at children. We do not knowingly collect personal data from anyone under 18. If you believe a child has given us personal data, please contact ${emailLink} and we will delete it. Calls and messages that children make to our clients' businesses are handled under those clients' instructions and policies.`,
    },
    {
      id: "your-rights",
      heading: "16. Your rights and how to use them",
      body: `Depending on where you live, you may have the right to access, correct, delete or export your personal data, to object to or restrict processing, to withdraw consent, and to opt out of marketing, sale or sharing.

To exercise any of these rights, email ${emailLink} with the subject "Privacy request", or use the [contact form](${routes.contact}) and choose "Other". Please tell us which right you want to use and how we can reach you. We will:

- confirm we received your request within 10 days;
- verify your identity by asking you to confirm control of the email address or phone number we hold, and never ask for more information than we need;
- respond within one month (GDPR), 45 days (CCPA/CPRA) or the period set under the DPDP rules, and tell you if we need more time and why.

You can unsubscribe from marketing emails at any time with the link in each email. You also have the right to complain to your local data protection authority, although we would appreciate the chance to resolve your concern first.`,
    },
    {
      id: "changes",
      heading: "17. Changes to this policy",
      body: `We may update this policy as our services or the law change. The date at the top shows when it was last updated. If we make significant changes, we will notify clients by email and show a notice on this website before the changes take effect. Earlier versions are available on request.`,
    },
    {
      id: "contact",
      heading: "18. Contact us",
      body: `Questions, requests or complaints about privacy can be sent to our privacy team and Grievance Officer:

- Email: ${emailLink}
- Phone: [${brand.phone.display}](${brand.phone.href})
- Post: ${postalAddress}

You can also reach us through our [contact page](${routes.contact}).`,
    },
  ],
};
