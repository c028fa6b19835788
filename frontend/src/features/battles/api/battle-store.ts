import type {
  BattleAnswerAckFrame, BattleDeletedFrame, BattleFinishedFrame, BattleQuestionFrame, BattleRevealView, BattleRoomView, BattleSeekingFrame,
  BattleSeekTimeoutFrame, BattleSnapshotFrame, ClientFrameBody, QandaSaidFrame,
} from '@plume/shared/battles/protocol';
import { SEEK_EVERY_MS } from '@plume/shared/battles/matchmaking';
import { latestAcceptance } from '@plume/shared/battles/timing';
import { profileUnlockToken } from '@/lib/account/profile-unlocks';
import { createStore, useStore } from '@/lib/create-store';
import { battleSocket, type Frame, type SocketStatus } from './battle-socket';
import { heldSeat, holdSeat, noteSeatCode, releaseSeat } from './resume-tokens';

/*
 * The battle this tab plays, built from the server's frames: the room, the question on screen, this player's answer,
 * the last reveal and the result. The server decides everything; this store only shows it, and nudges the server
 * when a countdown ends so a question with a silent player still closes on time.
 */

/** A duel's room, or a group room with its ready flags and live-score choice, or a Q&A room with its mode and level. */
export type RoomView = BattleRoomView;
/** A reveal; in a team round, with the team's answer and who proposed what. */
export type RevealView = BattleRevealView;
/** The categories a battle is played in (a pool per category and language). */
export type BattleCategory = ClientFrameBody<'battle_create'>['category'];

/** The team's discussion kept on screen (the server keeps none: a member who reloads sees lines from then on). */
const CHAT_LINES = 50;

export interface BattleState {
  socket: SocketStatus;
  room?: RoomView;
  question?: BattleQuestionFrame;
  /** The question before, kept on screen with its reveal until the next one shows. */
  previous?: BattleQuestionFrame;
  answer?: BattleAnswerAckFrame | { questionId: string; choice: number; pending: true };
  reveal?: RevealView;
  finished?: BattleFinishedFrame;
  /** Team rounds: the proposals made for the question on screen, by member. */
  proposals?: { questionId: string; byMember: Record<string, number> };
  chat?: QandaSaidFrame[];
  deleted?: BattleDeletedFrame;
  /** This player left the room before the start. */
  left?: boolean;
  error?: { code: string; message: string };
  /** A random search under way (the server's last word on it), or the one that found nobody in 30 s. */
  search?: { seekId: string; category: BattleCategory; seeking?: BattleSeekingFrame; timedOut?: BattleSeekTimeoutFrame };
  /** A `battle_resume` is on its way (after a refresh or a dropped socket): « reconnexion… » until its snapshot. */
  resuming?: boolean;
  /** The state version of the last snapshot shown: an older one arriving late is ignored. */
  snapshotVersion?: number;
  /** Players whose connection dropped, with when their seat stops being kept (server clock). */
  away?: Record<string, number>;
}

export const battleStore = createStore<BattleState>({ socket: 'closed' });
export const useBattle = () => useStore(battleStore);

let nudgeTimer: ReturnType<typeof setTimeout> | undefined;

/** Asks the server to check its clock at `serverEpoch` (corrected to this tab's clock). */
function nudgeAt(serverEpoch: number, battleId: string, profileId: string, questionId: string): void {
  clearTimeout(nudgeTimer);
  const wait = Math.max(0, serverEpoch - battleSocket.serverNow() + 50);
  nudgeTimer = setTimeout(() => battleSocket.send('battle_nudge', { battleId, profileId, questionId }), wait);
}

let seekTimer: ReturnType<typeof setInterval> | undefined;

function stopSeeking(): void {
  clearInterval(seekTimer);
  seekTimer = undefined;
}

function apply(state: BattleState, frame: Frame): BattleState {
  switch (frame.type) {
    case 'battle_seeking':
      return state.search?.seekId === frame.seekId ? { ...state, search: { ...state.search, seeking: frame }, error: undefined } : state;
    case 'battle_seek_timeout':
      if (state.search?.seekId !== frame.seekId) return state;
      stopSeeking();
      return { ...state, search: { ...state.search, timedOut: frame } };
    case 'battle_seek_cancelled':
      return state;
    case 'battle_seat':
      holdSeat({ battleId: frame.battleId, profileId: frame.profileId, token: frame.resumeToken, ...(state.room?.battleId === frame.battleId && state.room.code ? { code: state.room.code } : {}) });
      return state;
    case 'battle_snapshot':
      return applySnapshot(state, frame);
    case 'battle_player_away':
      return state.room?.battleId === frame.battleId ? { ...state, away: { ...state.away, [frame.profileId]: frame.seatExpiresAt } } : state;
    case 'battle_player_back': {
      const { [frame.profileId]: _, ...away } = state.away ?? {};
      return { ...state, away };
    }
    case 'battle_room':
      // Two lobby changes at once send two frames that can arrive in either order: keep the newer one.
      // Matched (or any room): the search, if any, is over.
      stopSeeking();
      noteSeatCode(frame.battleId, frame.code);
      if (state.room && state.room.battleId === frame.battleId && state.room.status === frame.status && (state.room.version ?? 0) > (frame.version ?? 0)) return state;
      return { ...state, room: frame, deleted: undefined, error: undefined, ...(state.room?.battleId === frame.battleId ? {} : { question: undefined, previous: undefined, answer: undefined, reveal: undefined, finished: undefined }) };
    case 'battle_question': {
      const question = frame;
      if (state.room) nudgeAt(latestAcceptance(question.deadline) + 1, question.battleId, state.room.you, question.questionId);
      const next = state.question?.questionId !== question.questionId;
      return { ...state, question, previous: next ? state.question : state.previous, answer: next ? undefined : state.answer, error: undefined };
    }
    case 'battle_answer_ack':
      if (state.room) nudgeAt(frame.revealAt, frame.battleId, state.room.you, frame.questionId);
      return { ...state, answer: frame };
    case 'battle_reveal':
      return { ...state, reveal: frame };
    case 'qanda_proposal': {
      const byMember = state.proposals?.questionId === frame.questionId ? state.proposals.byMember : {};
      return { ...state, proposals: { questionId: frame.questionId, byMember: { ...byMember, [frame.profileId]: frame.choice } } };
    }
    case 'qanda_said':
      return { ...state, chat: [...(state.chat ?? []), frame].slice(-CHAT_LINES) };
    case 'battle_finished':
      clearTimeout(nudgeTimer);
      releaseSeat(frame.battleId);
      return { ...state, finished: frame };
    case 'battle_deleted':
      clearTimeout(nudgeTimer);
      releaseSeat(frame.battleId);
      return { ...state, deleted: frame };
    case 'battle_left':
      releaseSeat(frame.battleId);
      return { socket: state.socket, left: true };
    case 'error': {
      // The seat could not be taken back (given up after its expiry, or the room is gone): say so, forget it.
      if (frame.code === 'battle_seat_gone' || (state.resuming && (frame.code === 'battle_not_found' || frame.code === 'room_deleted'))) {
        clearTimeout(nudgeTimer);
        releaseSeat();
        return { socket: state.socket, error: { code: frame.code, message: frame.message } };
      }
      // A refused search (no coins, another tab) stops seeking.
      if (state.search && !state.room) stopSeeking();
      // A refused answer frees the options again (« déjà répondu » keeps the first one).
      const answer = state.answer && 'pending' in state.answer && frame.code !== 'battle_already_answered' ? undefined : state.answer;
      return { ...state, answer, error: { code: frame.code, message: frame.message } };
    }
    default:
      return state;
  }
}

/**
 * A resume's snapshot replaces the whole screen: the room, the question on screen with this player's answer, the last
 * reveal (shown until the next question), or the result; and the countdown's nudge is set again.
 */
function applySnapshot(state: BattleState, snapshot: BattleSnapshotFrame): BattleState {
  if (state.room?.battleId === snapshot.battleId && (state.snapshotVersion ?? -1) > snapshot.version) return { ...state, resuming: false };
  stopSeeking();
  clearTimeout(nudgeTimer);
  const { room, question, answer, finished } = snapshot;
  if (finished) releaseSeat(snapshot.battleId);
  else if (question && answer) nudgeAt(answer.revealAt, snapshot.battleId, room.you, question.questionId);
  else if (question) nudgeAt(latestAcceptance(question.deadline) + 1, snapshot.battleId, room.you, question.questionId);
  return {
    socket: state.socket, room, question, previous: snapshot.previous, reveal: snapshot.reveal, finished,
    answer: answer && { type: 'battle_answer_ack', battleId: snapshot.battleId, ...answer }, away: snapshot.away, snapshotVersion: snapshot.version,
    chat: state.room?.battleId === snapshot.battleId ? state.chat : undefined, resuming: false,
  };
}

/** Takes back the seat this tab holds, if any (a refresh, or the socket reopened after a drop). */
function resumeHeldSeat(): void {
  const seat = heldSeat();
  if (!seat) return;
  battleStore.set((state) => ({ ...state, resuming: true }));
  battleSocket.send('battle_resume', { battleId: seat.battleId, profileId: seat.profileId, token: seat.token });
}

/** The page is going away (`pagehide`): the server keeps the seat only a short while (sendBeacon cannot reach a socket). */
function sayGoodbye(): void {
  const { room, finished } = battleStore.get();
  if (room && !finished && (room.status === 'lobby' || room.status === 'playing') && battleSocket.status === 'open') {
    battleSocket.send('battle_goodbye', { battleId: room.battleId, profileId: room.you });
  }
}

let started = false;
/** Connects this tab to the battle API (once) and feeds the store; each time the socket opens, the held seat is resumed. */
export function connectBattles(): void {
  if (!started) {
    started = true;
    battleSocket.subscribe((frame) => battleStore.set((state) => apply(state, frame)));
    battleSocket.onStatus((socket) => {
      battleStore.set((state) => ({ ...state, socket }));
      if (socket === 'open') resumeHeldSeat();
    });
    window.addEventListener('pagehide', sayGoodbye);
  }
  battleSocket.open();
}

/**
 * Opens a room by its link: a room already on screen stays as it is (its creator arrives seated); a room this tab holds
 * a seat in is resumed with its token (at once, or when the socket opens); any other is joined by its code.
 */
export function enterRoom(profileId: string, code: string): void {
  connectBattles();
  if (battleStore.get().room?.code === code.toUpperCase()) return;
  battleStore.set((state) => ({ socket: state.socket }));
  if (code && heldSeat()?.code === code.toUpperCase()) {
    if (battleSocket.status === 'open') resumeHeldSeat();
    return;
  }
  battleActions.join(profileId, code);
}

/** Forgets the last battle (a new one is about to be created or joined). */
export function resetBattle(): void {
  clearTimeout(nudgeTimer);
  stopSeeking();
  releaseSeat();
  battleStore.set((state) => ({ socket: state.socket }));
}

/**
 * A PIN-protected profile takes a seat (create, join, seek) only with the unlock its PIN gave this tab on the profile
 * choice: the frames that seat a player carry it.
 */
const unlockOf = (profileId: string) => {
  const unlock = profileUnlockToken(profileId);
  return unlock ? { unlock } : {};
};

export const battleActions = {
  create(body: Omit<ClientFrameBody<'battle_create'>, 'language' | 'unlock'>) {
    resetBattle();
    battleSocket.send('battle_create', { language: 'fr', ...body, ...unlockOf(body.profileId) });
  },
  join(profileId: string, code: string) {
    battleSocket.send('battle_join', { profileId, code, ...unlockOf(profileId) });
  },
  start(battleId: string, profileId: string) {
    battleSocket.send('battle_start', { battleId, profileId });
  },
  /** Random play: seek every 2 s until matched, refused, cancelled or 30 s have passed on the server's clock. */
  seek(profileId: string, category: BattleCategory) {
    resetBattle();
    const seekId = crypto.randomUUID();
    battleStore.set((state) => ({ ...state, search: { seekId, category } }));
    const seekOnce = () => battleSocket.send('battle_seek', { profileId, category, language: 'fr', seekId, ...unlockOf(profileId) });
    seekOnce();
    seekTimer = setInterval(seekOnce, SEEK_EVERY_MS);
  },
  cancelSeek(profileId: string) {
    const category = battleStore.get().search?.category;
    stopSeeking();
    battleStore.set((state) => ({ socket: state.socket }));
    if (category) battleSocket.send('battle_seek_cancel', { profileId, category, language: 'fr' });
  },
  leave(battleId: string, profileId: string) {
    battleSocket.send('battle_leave', { battleId, profileId });
  },
  createGroup(body: Omit<ClientFrameBody<'group_create'>, 'language' | 'unlock'>) {
    resetBattle();
    battleSocket.send('group_create', { language: 'fr', ...body, ...unlockOf(body.profileId) });
  },
  ready(battleId: string, profileId: string, ready: boolean) {
    battleSocket.send('battle_ready', { battleId, profileId, ready });
  },
  createQanda(body: Omit<ClientFrameBody<'qanda_create'>, 'unlock'>) {
    resetBattle();
    battleSocket.send('qanda_create', { ...body, ...unlockOf(body.profileId) });
  },
  /** A team member's proposal: shown as this member's pick until the reveal, like an answer. */
  propose(battleId: string, profileId: string, questionId: string, choice: number) {
    battleStore.set((state) => ({ ...state, answer: { questionId, choice, pending: true } }));
    battleSocket.send('qanda_propose', { battleId, profileId, questionId, choice, lagMs: battleSocket.clock.lagMs });
  },
  say(battleId: string, profileId: string, text: string) {
    battleSocket.send('qanda_say', { battleId, profileId, text });
  },
  answer(battleId: string, profileId: string, questionId: string, choice: number) {
    battleStore.set((state) => ({ ...state, answer: { questionId, choice, pending: true } }));
    battleSocket.send('battle_answer', { battleId, profileId, questionId, choice, lagMs: battleSocket.clock.lagMs });
  },
};
