import { createServer, type AddressInfo, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { smtpTransport } from "./transport.js";

/**
 * An SMTP server that offers no STARTTLS and accepts everything, recording the commands it got:
 * what a server on the way that strips the STARTTLS offer looks like to the sender.
 */
async function plaintextSmtp() {
  const commands: string[] = [];
  const server: Server = createServer((socket) => {
    socket.write("220 plain.test ESMTP\r\n");
    let buffer = "";
    let inData = false;
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("latin1");
      let end = buffer.indexOf("\r\n");
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\r\n");
        if (inData) {
          if (line === ".") {
            inData = false;
            socket.write("250 queued\r\n");
          }
          continue;
        }
        const verb = line.split(" ")[0]?.toUpperCase() ?? "";
        commands.push(verb);
        if (verb === "EHLO") socket.write("250-plain.test\r\n250 AUTH PLAIN\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else if (verb === "STARTTLS") socket.write("502 not offered\r\n");
        else socket.write(verb === "AUTH" ? "235 ok\r\n" : "250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, commands, port: (server.address() as AddressInfo).port };
}

const mail = {
  from: "hello@novaline.ai",
  to: "staff@novaline.ai",
  subject: "New inquiry",
  text: "Hello",
  html: "<p>Hello</p>",
  messageId: "<1@novaline.ai>",
};

let server: Server | undefined;
afterEach(() => {
  server?.close();
});

describe("smtpTransport", () => {
  it("requires STARTTLS of an smtp:// server when asked (production), sending nothing in clear", async () => {
    const smtp = await plaintextSmtp();
    server = smtp.server;
    const transport = smtpTransport(`smtp://user:pass@127.0.0.1:${String(smtp.port)}`, {
      requireTls: true,
    });
    await expect(transport.send(mail)).rejects.toThrow();
    transport.close();
    expect(smtp.commands).not.toContain("AUTH");
    expect(smtp.commands).not.toContain("MAIL");
  });

  it("sends in clear to a local server when TLS is not required (development)", async () => {
    const smtp = await plaintextSmtp();
    server = smtp.server;
    const transport = smtpTransport(`smtp://127.0.0.1:${String(smtp.port)}`);
    await transport.send(mail);
    transport.close();
    expect(smtp.commands).toContain("DATA");
  });
});
