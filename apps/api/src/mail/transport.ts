import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

/** What the mail worker sends through. */
export interface MailEnvelope {
  readonly from: string;
  readonly to: string;
  readonly replyTo?: string | undefined;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** A stable id, so a receiving system can tell a resend of the same message. */
  readonly messageId: string;
}

export interface MailTransport {
  send(mail: MailEnvelope): Promise<void>;
  close(): void;
}

export interface SmtpTransportOptions {
  /**
   * Whether an `smtp://` server must upgrade the connection with STARTTLS before anything is
   * sent (production: the login and the visitors' messages never cross the network in clear).
   * `smtps://` is TLS from the start either way. @defaultValue false
   */
  readonly requireTls?: boolean;
}

/** Sends through an SMTP server (`smtp://user:pass@host:587`, `smtps://…`). */
export function smtpTransport(
  url: string,
  { requireTls = false }: SmtpTransportOptions = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // Without it, nodemailer sends in clear to a server that does not offer STARTTLS (or to
    // whoever strips the offer on the way).
    requireTLS: requireTls,
    // A server that stops answering must not hold a message longer than the worker's lease.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => {
      transporter.close();
    },
  };
}

/**
 * Writes each message as an `.eml` file to `dir` (created when missing), for development and
 * tests: open them with any mail program. Each send is its own file, so a resend would show.
 */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (mail) => {
      const info = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      const temporary = join(dir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, join(dir, name));
    },
    close: () => {
      transporter.close();
    },
  };
}
