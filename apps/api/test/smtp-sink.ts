import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  recipients: string[];
  raw: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A real SMTP server on a free local port that keeps every message it is handed. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        received.push({ recipients, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages to one address. */
    to: (address: string) => received.filter((m) => m.recipients.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block of a raw message, each folded header unfolded onto one line. */
export const headersOf = (raw: string) =>
  raw
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');

/** The plain-text part of a raw message, its transfer encoding undone. */
export function textOf(raw: string): string {
  const match =
    /Content-Type: text\/plain[^\r]*\r\n((?:[^\r]+\r\n)*)\r\n([^]*?)\r\n(--|\.?$)/i.exec(raw);
  if (!match) return raw;
  const [, headers, body] = match as unknown as [string, string, string];
  if (/base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (!/quoted-printable/i.test(headers)) return body;
  return fromQuotedPrintable(body);
}

const fromQuotedPrintable = (body: string) =>
  decodeURIComponent(
    body
      .replace(/=\r\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/g, '%$1'),
  );

/** The body of a single-part text message (no HTML part), its quoted-printable undone. */
export function singlePartTextOf(raw: string): string {
  const end = raw.indexOf('\r\n\r\n');
  const body = raw.slice(end + 4);
  const quoted = /^Content-Transfer-Encoding: quoted-printable/im.test(raw.slice(0, end));
  return (quoted ? fromQuotedPrintable(body) : body).replace(/\r\n/g, '\n');
}
