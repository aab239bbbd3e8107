import { brand, contactPage, pricingPage, routes } from "@novaline/content";
import { isNameWord, isSpeakableFirstName, type Inquiry, type MailKind } from "@novaline/inquiry";

/**
 * How a confirmation greets the visitor: by first name when every word of the name is a name's
 * (letters, hyphens, apostrophes: nothing shaped like an address) and the first one is a name
 * our AI would say, else "there". What a stranger typed in the name field must not reach
 * somebody else's inbox from our domain.
 */
export function greetingName(name: string): string {
  const words = name.trim().split(/\s+/);
  const [first = ""] = words;
  return words.length <= 6 && words.every(isNameWord) && isSpeakableFirstName(first)
    ? first
    : "there";
}

/** One e-mail as the outbox stores it; the sender adds `From`. */
export interface MailMessage {
  readonly kind: MailKind;
  readonly to: string;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What the messages need to know about a stored inquiry. */
export interface StoredInquiry {
  readonly id: string;
  readonly createdAt: Date;
  readonly inquiry: Inquiry;
}

const KIND_LABEL = {
  contact: "contact message",
  maintenance: "maintenance plan request",
  demo: "demo request",
} as const;

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const planName = (id: string | undefined) =>
  id === undefined
    ? undefined
    : (pricingPage.maintenance.plans.find((plan) => plan.id === id)?.name ?? id);

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");

const page = (body: string) =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:16px;line-height:1.5;color:#111827;background:#ffffff">
<div style="max-width:560px;margin:0 auto">
${body}
</div></body></html>`;

/** The notification to the staff: who wrote, about what, and the inquiry's id. */
export function staffNotification(stored: StoredInquiry, staffEmail: string): MailMessage {
  const { inquiry, id, createdAt } = stored;
  const rows: [string, string | undefined][] = [
    ["Kind", KIND_LABEL[inquiry.kind]],
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Phone", inquiry.phone],
    ["Business", inquiry.company],
    ["Plan", planName(inquiry.plan)],
    ["Sent from", inquiry.sourcePage],
    ["Received", createdAt.toISOString()],
    ["Inquiry id", id],
  ];
  const filled = rows.filter((row): row is [string, string] => row[1] !== undefined);
  const message = inquiry.message;
  const text = [
    `New ${KIND_LABEL[inquiry.kind]} from ${inquiry.name} <${inquiry.email}>.`,
    "",
    ...filled.map(([label, value]) => `${label}: ${value}`),
    ...(message === undefined ? [] : ["", "Message:", message]),
    "",
    `Reply to this e-mail to answer ${inquiry.name} directly.`,
  ].join("\n");
  const html = page(
    [
      `<p>New ${KIND_LABEL[inquiry.kind]} from <strong>${escapeHtml(inquiry.name)}</strong> &lt;${escapeHtml(inquiry.email)}&gt;.</p>`,
      `<table style="border-collapse:collapse">${filled
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`,
      message === undefined
        ? ""
        : `<h2 style="font-size:16px;margin-top:24px">Message</h2>\n${paragraphs(message)}`,
      `<p style="color:#6b7280">Reply to this e-mail to answer ${escapeHtml(inquiry.name)} directly.</p>`,
    ].join("\n"),
  );
  return {
    kind: "staff_notification",
    to: staffEmail,
    replyTo: inquiry.email,
    subject: `New ${KIND_LABEL[inquiry.kind]} from ${inquiry.name} (${inquiry.email})`,
    text,
    html,
  };
}

/**
 * The confirmation to the visitor: thanks and what happens next. It repeats nothing they typed
 * (no copy of the message, no address, no business name): it goes to whatever address was
 * entered, so it must not carry a stranger's words from our domain.
 */
export function visitorConfirmation(stored: StoredInquiry): MailMessage {
  const { inquiry } = stored;
  const plan = planName(inquiry.plan);
  const subject = {
    contact: `We received your message – ${brand.name}`,
    maintenance: `Your ${plan ?? "maintenance plan"} request – ${brand.name}`,
    demo: `Your demo request – ${brand.name}`,
  }[inquiry.kind];
  const opening = {
    contact: `Thank you for writing to ${brand.name}. Your message has reached our team.`,
    maintenance: `Thank you for your interest in ${plan ?? "a maintenance plan"}. We'll confirm what it covers for your agents and send the paperwork. Nothing is billed until you agree.`,
    demo: `Thank you for asking for a demo of ${brand.name}. We'll get in touch to find a time that suits you.`,
  }[inquiry.kind];
  const next = `${contactPage.responseTime} If anything is urgent, call us on ${brand.phone.display} or simply reply to this e-mail.`;
  const greeting = `Hi ${greetingName(inquiry.name)},`;
  const site = brand.siteUrl.replace(/^https?:\/\//, "");
  const text = [
    greeting,
    "",
    opening,
    "",
    next,
    "",
    "Best regards,",
    `The ${brand.name} team`,
    brand.siteUrl,
    "",
    `You receive this e-mail because this address was entered on ${site}. If that wasn't you, you can ignore it.`,
  ].join("\n");
  const html = page(
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(opening)}</p>`,
      `<p>${escapeHtml(next)}</p>`,
      `<p>Best regards,<br>The ${escapeHtml(brand.name)} team<br><a href="${brand.siteUrl}">${site}</a></p>`,
      `<p style="font-size:13px;color:#6b7280">You receive this e-mail because this address was entered on our website. If that wasn't you, you can ignore it.</p>`,
    ].join("\n"),
  );
  return {
    kind: "visitor_confirmation",
    to: inquiry.email,
    replyTo: brand.email,
    subject,
    text,
    html,
  };
}

/** The two messages every stored inquiry yields. */
export function messagesFor(stored: StoredInquiry, staffEmail: string): [MailMessage, MailMessage] {
  return [staffNotification(stored, staffEmail), visitorConfirmation(stored)];
}

/**
 * The digest staff get instead of their notifications once the notifications' cap is reached:
 * how many inquiries arrived without their own e-mail and since when, and where to read them. It
 * carries no visitor's data at all (their names and addresses are in the admin inbox).
 */
export function staffDigest(
  facts: { heldBack: number; heldSince: Date; latestInquiryId: string; at: Date },
  staffEmail: string,
): MailMessage {
  const count = facts.heldBack === 1 ? "1 inquiry" : `${String(facts.heldBack)} inquiries`;
  const inbox = `${brand.adminUrl}${routes.adminInquiries}`;
  const lines = [
    `${count} arrived between ${facts.heldSince.toISOString()} and ${facts.at.toISOString()} without a notification of their own: the cap on staff notifications was reached.`,
    "",
    "While the cap holds, this summary comes at most once an hour; nothing is dropped. Every inquiry is in the admin inbox:",
    inbox,
    "",
    `The latest: inquiry id ${facts.latestInquiryId}.`,
    "",
    "A sudden burst may be a bot: check the inbox for spam before answering.",
  ];
  const html = page(
    [
      `<p><strong>${escapeHtml(count)}</strong> arrived between ${escapeHtml(facts.heldSince.toISOString())} and ${escapeHtml(facts.at.toISOString())} without a notification of their own: the cap on staff notifications was reached.</p>`,
      `<p>While the cap holds, this summary comes at most once an hour; nothing is dropped. Every inquiry is in the <a href="${inbox}">admin inbox</a>.</p>`,
      `<p>The latest: inquiry id ${escapeHtml(facts.latestInquiryId)}.</p>`,
      `<p style="color:#6b7280">A sudden burst may be a bot: check the inbox for spam before answering.</p>`,
    ].join("\n"),
  );
  return {
    kind: "staff_notification",
    to: staffEmail,
    replyTo: null,
    subject: `${count} without a notification (cap reached) – ${brand.name}`,
    text: lines.join("\n"),
    html,
  };
}

/** What the note to an assignee tells: which inquiry, who assigned it, and when to follow up. */
export interface AssignmentFacts {
  readonly inquiryId: string;
  readonly kind: Inquiry["kind"];
  /** The visitor's name, as the staff notification already gives it. */
  readonly name: string;
  readonly receivedAt: Date;
  readonly followUpOn: string | null;
  /** The staff member who assigned it (their e-mail). */
  readonly by: string;
}

/**
 * The note to a staff member whom somebody else assigned an inquiry: its kind, the visitor's
 * name, when it came and the link to it in the inbox. Nothing of the visitor beyond what the
 * staff notification holds (no message, address or phone here at all: those stay in the inbox).
 */
export function assignmentNotice(facts: AssignmentFacts, assigneeEmail: string): MailMessage {
  const link = `${brand.adminUrl}${routes.adminInquiries}?id=${facts.inquiryId}`;
  const what = `${KIND_LABEL[facts.kind]} from ${facts.name}`;
  const followUp = facts.followUpOn === null ? [] : [`Follow up on: ${facts.followUpOn}`];
  const lines = [
    `${facts.by} assigned you a ${what}.`,
    "",
    `Received: ${facts.receivedAt.toISOString()}`,
    ...followUp,
    `Inquiry id: ${facts.inquiryId}`,
    "",
    "Open it in the inbox:",
    link,
  ];
  const html = page(
    [
      `<p>${escapeHtml(facts.by)} assigned you a ${escapeHtml(KIND_LABEL[facts.kind])} from <strong>${escapeHtml(facts.name)}</strong>.</p>`,
      `<p>Received: ${escapeHtml(facts.receivedAt.toISOString())}${
        facts.followUpOn === null ? "" : `<br>Follow up on: ${escapeHtml(facts.followUpOn)}`
      }<br>Inquiry id: ${escapeHtml(facts.inquiryId)}</p>`,
      `<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>`,
    ].join("\n"),
  );
  return {
    kind: "staff_assignment",
    to: assigneeEmail,
    replyTo: null,
    subject: `Assigned to you: ${what} – ${brand.name}`,
    text: lines.join("\n"),
    html,
  };
}
