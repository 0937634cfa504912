import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** raw: the message as sent, its quoted-printable parts decoded (so links read as written). */
export type ReceivedMail = { to: string[]; subject: string; raw: string };

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

type SmtpOptions = {
  /** A slow server: how long to wait before accepting this recipient (RCPT TO); 0 at once. */
  recipientDelayMs?: (address: string) => number;
};

/** A real SMTP server in the test process, keeping what it receives (issue 21). */
export async function startSmtp(port = 0, { recipientDelayMs }: SmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const delay = recipientDelayMs?.(address.address) ?? 0;
      if (delay > 0) setTimeout(() => callback(), delay);
      else callback();
    },
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          raw: decodeQuotedPrintable(raw),
        });
        done();
      });
    },
  });
  // A client that gave up on a slow answer resets its socket: not the test's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    received,
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
