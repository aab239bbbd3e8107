// An SMTP server on loopback that keeps what it is sent, for a check that a production build
// delivers its e-mails: it offers STARTTLS with the certificate it is given (production requires
// TLS to SMTP), takes any login, and records each message's envelope and size, never its text.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  /** `smtp://user:password@127.0.0.1:port`, to give as `SMTP_URL`. */
  readonly url: string;
  /** The messages delivered so far: envelope sender, recipients, size and whether over TLS. */
  readonly messages: readonly {
    from: string;
    to: readonly string[];
    bytes: number;
    secure: boolean;
  }[];
  stop(): Promise<void>;
}

export async function startSmtpSink(tls: { cert: string; key: string }): Promise<SmtpSink> {
  const messages: { from: string; to: string[]; bytes: number; secure: boolean }[] = [];
  const server = new SMTPServer({
    key: readFileSync(tls.key),
    cert: readFileSync(tls.cert),
    authMethods: ["PLAIN", "LOGIN"],
    allowInsecureAuth: false,
    logger: false,
    onAuth: (auth, _session, callback) => {
      callback(null, { user: auth.username });
    },
    onData: (stream, session, callback) => {
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          from: mailFrom === false ? "" : mailFrom.address,
          to: rcptTo.map((recipient) => recipient.address),
          bytes,
          secure: session.secure,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:${"x".repeat(8)}@127.0.0.1:${String(port)}`,
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
