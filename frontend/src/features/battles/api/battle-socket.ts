import type { BattleClientAction, BattleSocketFrame, ClientFrameBody } from '@plume/shared/battles/protocol';
import { currentIdToken } from '@/lib/amplify';
import { retryDelayMs } from '@/lib/backoff';
import { loadRuntimeConfig } from '@/lib/runtime-config';

/*
 * One WebSocket to the battle API for the whole tab: the Cognito ID token travels in the `token` query parameter (a
 * browser cannot set headers on a socket, and the `$connect` authorizer reads it there). The socket reconnects with
 * a growing, jittered backoff, and pings every 10 s: the pong's server time gives the clock offset the countdown is
 * corrected by, and half the round trip is the lag estimate sent with each answer.
 */

/** A frame the server sent (`@plume/shared/battles/protocol`, discriminated by `type`). */
export type Frame = BattleSocketFrame;
type Listener = (frame: Frame) => void;
export type SocketStatus = 'connecting' | 'open' | 'closed';

const PING_EVERY_MS = 10_000;
const MAX_BACKOFF_MS = 15_000;

export interface ClockEstimate {
  /** Add to `Date.now()` to read the server's clock. */
  offsetMs: number;
  /** Half the last ping round trip. */
  lagMs: number;
}

/** From one ping: the server's time is taken as the midpoint of the round trip. */
export function clockFromPong(sentAt: number, receivedAt: number, serverTime: number): ClockEstimate {
  const roundTrip = Math.max(0, receivedAt - sentAt);
  return { offsetMs: Math.round(serverTime - (sentAt + roundTrip / 2)), lagMs: Math.round(roundTrip / 2) };
}

/** The wait before reconnect attempt `n` (0-based): 0.5 s doubling up to 15 s, with up to 30 % jitter. */
export const backoffMs = (attempt: number, random?: () => number): number => retryDelayMs(attempt, { firstMs: 500, capMs: MAX_BACKOFF_MS }, random);

async function socketAddress(): Promise<string> {
  const [config, token] = await Promise.all([loadRuntimeConfig(), currentIdToken()]);
  // A path (`/ws`) is on the site's own origin, ws: or wss: like the page's http: or https:.
  const address = new URL(config.webSocketUrl, window.location.href);
  address.protocol = address.protocol.replace(/^http/, 'ws');
  address.searchParams.set('token', token ?? '');
  return address.href;
}

export class BattleSocket {
  private socket: WebSocket | undefined;
  /** A connection being prepared (config and token loading): a second `open` meanwhile must not start another. */
  private preparing = false;
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<(status: SocketStatus) => void>();
  private readonly queue: string[] = [];
  private attempt = 0;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private wanted = false;
  status: SocketStatus = 'closed';
  clock: ClockEstimate = { offsetMs: 0, lagMs: 0 };

  /** `address`: where to connect, with the token (tests give their own). */
  constructor(private readonly address: () => Promise<string> = socketAddress) {}

  /**
   * Opens the socket if it is not open or opening; frames sent meanwhile wait in a queue and go when it opens. One
   * socket at a time: a socket replaced or closed meanwhile is ignored, so nothing is ever sent on one still
   * CONNECTING (`InvalidStateError`).
   */
  open(): void {
    this.wanted = true;
    if (this.preparing || (this.socket && this.socket.readyState <= WebSocket.OPEN)) return;
    this.preparing = true;
    this.setStatus('connecting');
    void this.address().then((address) => {
      this.preparing = false;
      if (!this.wanted) return;
      const socket = new WebSocket(address);
      this.socket = socket;
      socket.onopen = () => {
        if (this.socket !== socket) return;
        this.attempt = 0;
        this.setStatus('open');
        this.ping();
        this.flush();
        clearInterval(this.pingTimer);
        this.pingTimer = setInterval(() => this.ping(), PING_EVERY_MS);
      };
      socket.onmessage = (event) => this.receive(event.data);
      socket.onclose = () => {
        if (this.socket === socket) this.dropped();
      };
    }, () => {
      this.preparing = false;
      this.dropped();
    });
  }

  close(): void {
    this.wanted = false;
    clearInterval(this.pingTimer);
    this.socket?.close();
    this.socket = undefined;
    this.setStatus('closed');
  }

  /** Sends a frame of the battle protocol: its `action` and the body that action's schema takes. */
  send<A extends BattleClientAction>(action: A, body: ClientFrameBody<A>): void {
    this.queue.push(JSON.stringify({ action, ...body }));
    if (this.socket?.readyState === WebSocket.OPEN) this.flush();
    else this.open();
  }

  /** The server's clock now, as well as this tab can tell. */
  serverNow(): number {
    return Date.now() + this.clock.offsetMs;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: (status: SocketStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Sends what waits, in order, once the socket is open. */
  private flush(): void {
    const socket = this.socket;
    if (socket?.readyState !== WebSocket.OPEN) return;
    for (const frame of this.queue.splice(0)) socket.send(frame);
  }

  private ping(): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ action: 'ping', sentAt: Date.now() }));
  }

  private receive(data: unknown): void {
    let frame: Frame;
    try {
      frame = JSON.parse(String(data)) as Frame;
    } catch {
      return;
    }
    if (frame.type === 'pong' && typeof frame.sentAt === 'number' && typeof frame.serverTime === 'number') {
      this.clock = clockFromPong(frame.sentAt, Date.now(), frame.serverTime);
      return;
    }
    this.listeners.forEach((listener) => listener(frame));
  }

  private dropped(): void {
    clearInterval(this.pingTimer);
    this.socket = undefined;
    if (!this.wanted) return;
    this.setStatus('connecting');
    setTimeout(() => this.open(), backoffMs(this.attempt++));
  }

  private setStatus(status: SocketStatus): void {
    this.status = status;
    this.statusListeners.forEach((listener) => listener(status));
  }
}

export const battleSocket = new BattleSocket();
