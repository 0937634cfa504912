import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { createIntervalRunner } from '../../lib/interval-runner';
import { emailOf } from './messages';
import { claimDueMail, extendLease, markFailed, markSent } from './outbox-repository';
import { lockPendingMail, markMailState, queueMail } from './repository';

export const MAX_ATTEMPTS = 6;
/** Seconds a claimed e-mail is left to its sender before another round may try it. */
const LEASE_SECONDS = 60;
/**
 * The longest one send may take, all of it (connecting, greeting, every reply): half the lease,
 * so a slow SMTP server makes a send fail and retry later, never outlast the lease and have
 * another process send it too. nodemailer's own defaults would wait minutes.
 */
const SEND_TIMEOUT_MS = 30_000;
/** Inbox entries written into e-mail per transaction. */
const WRITE_BATCH = 200;
/**
 * Batches one round writes at most while entries keep waiting: 2,000 e-mails a round (1,000 a
 * second at the default interval) keeps up with a busy hour without one round holding the process.
 */
const WRITE_BATCHES_PER_ROUND = 10;
export const backoffSeconds = (attempts: number) => Math.min(3600, 5 * 2 ** (attempts - 1));

type WorkerOptions = {
  db: Db;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Tests shorten these; sendTimeoutMs must stay below the lease. */
  leaseSeconds?: number;
  sendTimeoutMs?: number;
};

const linkTo = (base: string, role: string, orderId: number) =>
  role === 'admin' ? `${base}/admin/orders/${orderId}` : `${base}/store/orders?order=${orderId}`;

/**
 * The e-mail pipeline (issue 21), in every API process: first the inbox entries whose e-mail is
 * not written yet become outbox rows (in one transaction, entries locked with SKIP LOCKED), then,
 * when SMTP_URL is set, due outbox rows are claimed and sent, retried with exponential backoff and
 * failed for good after MAX_ATTEMPTS. Without SMTP_URL e-mail waits in the outbox.
 */
export function createOutboxWorker(options: WorkerOptions) {
  const { db, log } = options;
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  if (sendTimeoutMs >= leaseSeconds * 1000) throw new Error('sendTimeoutMs must be shorter than the lease');
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: Math.min(10_000, sendTimeoutMs),
        greetingTimeout: Math.min(10_000, sendTimeoutMs),
        socketTimeout: Math.min(20_000, sendTimeoutMs),
      })
    : null;
  /** One batch; answers how many entries it took. */
  function writeBatch() {
    return db.transaction(async (tx) => {
      const pending = await lockPendingMail(tx, WRITE_BATCH);
      const wanted = pending.filter((p) => p.wantsEmail && p.orderNumber);
      await queueMail(
        tx,
        wanted.map((p) => ({
          to: p.email,
          notificationId: p.notificationId,
          ...emailOf(p, p, linkTo(options.publicUrl, p.role, p.id)),
        })),
      );
      await markMailState(
        tx,
        wanted.map((p) => p.notificationId),
        'queued',
      );
      const skipped = pending.filter((p) => !wanted.includes(p)).map((p) => p.notificationId);
      await markMailState(tx, skipped, 'skipped');
      return pending.length;
    });
  }

  /** Batches until fewer entries wait than a batch takes, or the round's share is written. */
  async function writeMail() {
    for (let i = 0; i < WRITE_BATCHES_PER_ROUND; i += 1) {
      if ((await writeBatch()) < WRITE_BATCH) return;
    }
  }

  async function sendDue() {
    if (!transport) return;
    for (const row of await claimDueMail(db, 20, leaseSeconds)) {
      // The rows before this one took time: a full lease again, or skip a row another round took.
      if (!(await extendLease(db, row, leaseSeconds))) continue;
      try {
        await transport.sendMail({
          from: options.mailFrom,
          to: row.to_email,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          signal: AbortSignal.timeout(sendTimeoutMs),
        });
        await markSent(db, row.id);
      } catch (error) {
        const last = row.attempts >= MAX_ATTEMPTS;
        const message = String((error as Error).message ?? error).slice(0, 500);
        await markFailed(db, row, message, last ? null : backoffSeconds(row.attempts));
        log.warn({ outboxId: row.id, attempts: row.attempts, failed: last }, 'e-mail not sent');
      }
    }
  }

  // One round: write what is pending, send what is due.
  const runner = createIntervalRunner({
    round: () => writeMail().then(sendDue),
    intervalMs: options.intervalMs,
    log,
    failure: 'outbox round failed; retried next round',
  });

  return {
    runOnce: runner.runOnce,
    start() {
      if (!transport)
        log.info('SMTP_URL is not set: e-mail waits in the outbox (admin Outbox, GET /api/admin/outbox)');
      runner.start();
    },
    async stop() {
      await runner.stop();
      transport?.close();
    },
  };
}
