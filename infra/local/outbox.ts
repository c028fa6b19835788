import { appendFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';

export interface OutboxMessage {
  at: string;
  channel: 'email' | 'sms';
  to: string;
  username: string;
  code?: string;
  subject?: string;
  text?: string;
}

/**
 * Where the local Cognito "sends" verification codes and OTPs, like a mail catcher: printed to the console and
 * listed at `GET /_local/outbox`. Kept on disk so a restart does not lose a code someone is about to type.
 */
export class Outbox {
  private readonly messages: OutboxMessage[];

  constructor(private readonly file: string, private readonly print: (line: string) => void = console.log) {
    this.messages = existsSync(file)
      ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as OutboxMessage)
      : [];
  }

  add(message: OutboxMessage): void {
    this.messages.push(message);
    mkdirSync(dirname(this.file), { recursive: true });
    appendFileSync(this.file, `${JSON.stringify(message)}\n`);
    this.print(`✉  ${message.channel === 'sms' ? 'SMS' : 'E-mail'} à ${message.to}${message.code ? ` — code ${message.code}` : ''}${message.subject ? ` — ${message.subject}` : ''}`);
  }

  /** Newest first, optionally only those sent to one address or number. */
  list(to?: string): OutboxMessage[] {
    return this.messages.filter((m) => !to || m.to.toLowerCase() === to.toLowerCase()).reverse();
  }
}
