import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger';

/** The channels the database announces changes on (pg_notify in triggers, migrations 0020 and 0045). */
export const CHANNELS = ['public_page_changed', 'availability_changed', 'webhook_due'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What the database announces (LISTEN), for keeping copies of what it holds: a listener is called
 * with each announcement's payload, and with null when announcements may have been missed (the
 * connection that hears them was lost), so it must forget everything it keeps.
 */
export interface Announcements {
  /** Whether every process's announcements reach this one now; keep nothing while false. */
  isHearing(): boolean;
  on(channel: Channel, listener: (payload: string | null) => void): () => void;
  close(): Promise<void>;
}

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];
/** The listening connection is asked how it is this often, and taken for lost past the timeout. */
const CHECK_EVERY_MS = 10_000;
const CHECK_TIMEOUT_MS = 5_000;

/** What a pool needs to hear announcements: its connections' class, and what they hear. */
export interface Hearing {
  /** The pool's connection class: each listens before it is first used. */
  Client: typeof pg.Client;
  announcements: Announcements;
}

/**
 * Every connection of the pool listens, so a change made by this process is heard on the very
 * connection that made it, before its commit returns: a read right after one's own write never finds
 * the old copy.
 */
function listeningClient(events: EventEmitter): typeof pg.Client {
  class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('notification', (message) => events.emit(message.channel, message.payload ?? ''));
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: (err: Error | null, client?: pg.Client) => void): void;
    override connect(callback?: (err: Error | null, client?: pg.Client) => void) {
      const ready = super.connect().then(async (): Promise<pg.Client> => {
        for (const channel of CHANNELS) await this.query(`LISTEN ${channel}`);
        return this;
      });
      if (!callback) return ready;
      ready.then(
        (client) => callback(null, client),
        (error: Error) => callback(error),
      );
    }
  }
  return ListeningClient;
}

/**
 * The embedded database is one session for one process: its pool's connection hears every change,
 * and lives as long as the process.
 */
export function embeddedHearing(): Hearing {
  const events = new EventEmitter().setMaxListeners(0);
  const announcements: Announcements = {
    isHearing: () => true,
    on(channel, listener) {
      events.on(channel, listener);
      return () => events.off(channel, listener);
    },
    close: () => Promise.resolve(),
  };
  return { Client: listeningClient(events), announcements };
}

/**
 * On PostgreSQL other processes write too, and the pool's connections come and go: one connection of
 * its own, opened when the first listener arrives, hears everything; while it is down (and until it
 * listens again) nothing may be kept, and on every loss listeners are told to forget.
 */
export function postgresHearing(config: pg.ClientConfig, logger?: Logger): Hearing {
  const events = new EventEmitter().setMaxListeners(0);
  let client: pg.Client | null = null;
  let hearing = false;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const lapse = () => {
    const was = hearing;
    hearing = false;
    if (was) for (const channel of CHANNELS) events.emit(channel, null);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ ...config, keepAlive: true });
    client = next;
    next.on('notification', (message) => events.emit(message.channel, message.payload ?? ''));
    let check: NodeJS.Timeout | undefined;
    const lost = () => {
      clearInterval(check);
      if (client !== next) return;
      client = null;
      lapse();
      next.end().catch(() => undefined);
      if (closed) return;
      timer = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      timer.unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      for (const channel of CHANNELS) await next.query(`LISTEN ${channel}`);
      if (client !== next) return;
      attempt = 0;
      // anything may have changed while nobody listened
      for (const channel of CHANNELS) events.emit(channel, null);
      hearing = true;
      // a connection cut without a word (a network gone quiet) is found out within seconds
      check = setInterval(() => {
        const timeout = new Promise((_, reject) =>
          setTimeout(() => reject(new Error('no answer')), CHECK_TIMEOUT_MS).unref(),
        );
        Promise.race([next.query('SELECT 1'), timeout]).catch(lost);
      }, CHECK_EVERY_MS);
      check.unref();
    } catch (error) {
      logger?.warn({ err: error }, 'cannot listen for database announcements; retrying');
      lost();
    }
  };

  const announcements: Announcements = {
    isHearing: () => hearing,
    on(channel, listener) {
      events.on(channel, listener);
      if (!client && !closed && !timer) void connect();
      return () => events.off(channel, listener);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      lapse();
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
  return { Client: listeningClient(events), announcements };
}
