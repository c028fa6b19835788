import { describe, expect, it, vi } from 'vitest';
import { BattleSocket, backoffMs, clockFromPong } from './battle-socket';

/** A browser socket as the standard has it: `send` before the open event throws `InvalidStateError`. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(frame: string) {
    if (this.readyState !== FakeSocket.OPEN) throw new DOMException('Still in CONNECTING state.', 'InvalidStateError');
    this.sent.push(frame);
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  opened() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
}

const actions = (socket: FakeSocket) => socket.sent.map((frame) => (JSON.parse(frame) as { action: string }).action);

describe('the battle socket', () => {
  it('reads the server clock at the midpoint of the ping round trip', () => {
    // Sent at 1,000, back at 1,100 (local clock); the server stamped 5,060: it runs 4,010 ms ahead, 50 ms away.
    expect(clockFromPong(1_000, 1_100, 5_060)).toEqual({ offsetMs: 4_010, lagMs: 50 });
    expect(clockFromPong(1_000, 1_000, 1_000)).toEqual({ offsetMs: 0, lagMs: 0 });
  });

  it('reconnects after 0.5 s, doubling up to 15 s, with jitter below the base', () => {
    expect(backoffMs(0, () => 1)).toBe(500);
    expect(backoffMs(3, () => 1)).toBe(4_000);
    expect(backoffMs(20, () => 1)).toBe(15_000);
    expect(backoffMs(20, () => 0)).toBe(10_500);
  });

  it('queues the frames of a page that sends before its socket is open, and sends them once it is, on one socket', async () => {
    // Prepare: the joining player's page opens the socket and sends its join at once, while the token still loads.
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    let addressReady!: (address: string) => void;
    const address = new Promise<string>((resolve) => { addressReady = resolve; });
    const socket = new BattleSocket(() => address);

    // Act
    socket.open();
    socket.send('battle_join', { profileId: 'p1', code: 'ABCDEF' });
    socket.open();
    socket.send('battle_resume', { battleId: 'b1', profileId: 'p1', token: 't' });
    addressReady('ws://plume.test/ws?token=x');
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const [only] = FakeSocket.made;
    expect(only!.sent).toEqual([]);
    expect(socket.status).toBe('connecting');
    only!.opened();
    socket.send('battle_answer', { battleId: 'b1', profileId: 'p1', questionId: 'q1', choice: 0 });

    // Assess: one socket, nothing sent before it opened, then the clock's ping and every frame in order.
    expect(FakeSocket.made).toHaveLength(1);
    expect(socket.status).toBe('open');
    expect(actions(only!)).toEqual(['ping', 'battle_join', 'battle_resume', 'battle_answer']);
    socket.close();
  });
});
