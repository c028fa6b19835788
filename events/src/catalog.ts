import * as z from 'zod';
import { gameModes, plans, settingsTypes, stripeEventSchema } from '@plume/shared';
import { dictationBaremes, dictationErrorCategories, dictationLevels, dictationScoresSchema } from '@plume/shared/dictation';
import { spellingPoints } from '@plume/shared/french/spelling-points';
import { crosswordLevels } from '@plume/shared/crosswords';
import { spellingRules } from '@plume/shared/french/spelling-rules';
import { spellingLevels } from '@plume/shared/spelling/words';
import { payoutStatuses } from '@plume/shared/payouts/rules';
import { violationKinds } from '@plume/shared/exams/rules';
import { finishReasons } from '@plume/shared/battles';
import { defineEvent } from './contract.ts';

/** An administrator changed the public system configuration or a content page. */
export const settingsUpdated = defineEvent(
  'settings.updated',
  z.object({
    scope: z.union([z.literal('system_configurations'), z.enum(settingsTypes)]),
    changedFields: z.array(z.string()),
    updatedBy: z.string().min(1),
    updatedAt: z.string(),
  }),
);

/** A verified Stripe webhook, passed on as received: the subscription consumer decides what it means. */
export const stripeEventReceived = defineEvent('stripe.event-received', stripeEventSchema);

/** An account's premium state changed (subscribed, renewed, canceled, expired). */
export const subscriptionChanged = defineEvent(
  'subscription.changed',
  z.object({
    uid: z.string().min(1),
    isPremium: z.boolean(),
    plan: z.enum(plans).nullable(),
    periodEnd: z.string().nullable(),
    status: z.string(),
    stripeEventId: z.string(),
  }),
);

/** A profile finished a solo game; the server computed every figure, including the coins it earned. */
export const quizCompleted = defineEvent(
  'quiz.completed',
  z.object({
    gameId: z.string().min(1),
    uid: z.string().min(1),
    profileId: z.string().min(1),
    mode: z.enum(gameModes),
    categoryId: z.string().optional(),
    level: z.int().min(1).optional(),
    correct: z.int().min(0),
    incorrect: z.int().min(0),
    total: z.int().min(0),
    points: z.int().min(0),
    coins: z.int().min(0),
    lifelinesUsed: z.int().min(0),
    /** Average time to answer, in milliseconds (speed badge). */
    averageMs: z.int().min(0),
    byCategory: z.array(z.object({ category: z.string().min(1), questions: z.int().min(0), correct: z.int().min(0) })),
    /** The questions missed, with their right answer (for « Mes erreurs »); none for math mania and true/false. */
    mistakes: z.array(z.object({
      questionId: z.string().min(1).max(100),
      question: z.string().max(1000),
      answer: z.string().min(1).max(300),
      category: z.string().max(100).optional(),
    })).max(100).optional(),
    completedAt: z.iso.datetime(),
  }),
);

/**
 * A profile handed in a dictation and the server graded it. Each mistake is carried (the reference word, what was
 * written, its category, rule and spelling point), so later features — « Mes erreurs » flashcards, readiness per
 * spelling rule — consume this event without touching the producer.
 */
export const dictationCompleted = defineEvent(
  'dictation.completed',
  z.object({
    attemptId: z.string().min(1),
    uid: z.string().min(1),
    profileId: z.string().min(1),
    passageId: z.string().optional(),
    level: z.enum(dictationLevels),
    bareme: z.enum(dictationBaremes),
    scores: dictationScoresSchema,
    coins: z.int().min(0),
    errors: z.array(z.object({
      word: z.string().max(200),
      written: z.string().max(200),
      category: z.enum(dictationErrorCategories),
      rule: z.string().max(80),
      point: z.enum(spellingPoints),
    })).max(500),
    completedAt: z.iso.datetime(),
  }),
);

/** A family profile came to be (the holder's at first sign-in, or one the holder added): it gets its welcome coins. */
export const profileCreated = defineEvent(
  'profile.created',
  z.object({ uid: z.string().min(1), profileId: z.string().min(1), createdAt: z.iso.datetime() }),
);

/**
 * A family profile was deleted, alone (`delete_profile`) or with its account (`delete_account`: then `account` is
 * set, on the holder's profile, whose id is the account's sub). Consumers erase what they keep of it; delivery is
 * at-least-once, so erasing is idempotent.
 */
export const profileDeleted = defineEvent(
  'profile.deleted',
  z.object({
    uid: z.string().min(1).max(100),
    profileId: z.string().min(1).max(100),
    /** The whole account goes: its own items, and the contact messages sent from its address. */
    account: z.object({ email: z.string().max(320).optional() }).strict().optional(),
    deletedAt: z.iso.datetime(),
  }),
);

/**
 * A crossword grid was solved (every letter right), once per grid: it earns `coins` (credited once by the coins
 * consumer). `mistakes` are the words a check found wrong on the way, for later learning features.
 */
export const crosswordCompleted = defineEvent(
  'crossword.completed',
  z.object({
    puzzleId: z.string().min(1).max(100),
    uid: z.string().min(1).max(100),
    profileId: z.string().min(1).max(100),
    level: z.enum(crosswordLevels),
    coins: z.int().min(0).max(1000),
    words: z.int().min(0).max(200),
    revealedCells: z.int().min(0).max(169),
    mistakes: z.array(z.object({
      word: z.string().max(60),
      answer: z.string().max(20),
      clue: z.string().max(200),
      number: z.int().min(1),
      direction: z.enum(['across', 'down']),
    })).max(200),
    completedAt: z.iso.datetime(),
  }),
);

/**
 * A profile reviewed a flashcard (once per review id). Carries the card's rule and spelling point when it has them,
 * so readiness per rule can follow reviews; the parameter optimizer counts the profile's reviews from it.
 */
export const flashcardReviewed = defineEvent(
  'flashcard.reviewed',
  z.object({
    uid: z.string().min(1).max(100),
    profileId: z.string().min(1).max(100),
    deckId: z.string().min(1).max(100),
    cardId: z.string().min(1).max(100),
    reviewId: z.string().min(1).max(100),
    rating: z.int().min(1).max(4),
    /** The card's FSRS state before the review: 0 new, 1 learning, 2 review, 3 relearning. */
    stateBefore: z.int().min(0).max(3),
    rule: z.string().max(80).optional(),
    point: z.enum(spellingPoints).optional(),
    reviewedAt: z.iso.datetime(),
  }),
);

/**
 * A profile finished a spelling session (keyboard or voice, a level of the bank or a parent's list), once per
 * session. Each mistake is carried — the item, the word, what was typed, its kind and dictation category, its rule and
 * spelling point, the bank sentence — so « Mes erreurs » and readiness per rule consume it without the producer.
 */
export const spellingCompleted = defineEvent(
  'spelling.completed',
  z.object({
    sessionId: z.string().min(1).max(100),
    uid: z.string().min(1).max(100),
    profileId: z.string().min(1).max(100),
    level: z.enum(spellingLevels).optional(),
    listId: z.string().max(100).optional(),
    words: z.int().min(0).max(100),
    correctFirstTime: z.int().min(0).max(100),
    coins: z.int().min(0).max(100),
    mistakes: z.array(z.object({
      itemId: z.string().max(100),
      word: z.string().max(60),
      written: z.string().max(120),
      kind: z.enum(['accent', 'capital', 'hyphen-apostrophe', 'wrong']),
      category: z.enum(dictationErrorCategories),
      rule: z.enum(spellingRules).optional(),
      point: z.enum(spellingPoints),
      sentence: z.string().max(200).optional(),
    })).max(300),
    completedAt: z.iso.datetime(),
  }),
);

/**
 * One step of a payout request (docs/payouts.md): requested by a family (its coins held), approved, paid or rejected
 * by finance (the coins come back). `by` is the staff member for finance steps. The family's notification follows.
 */
const payoutStep = z.object({
  payoutId: z.string().min(1).max(100),
  uid: z.string().min(1).max(100),
  profileId: z.string().min(1).max(100),
  coins: z.int().min(1),
  cents: z.int().min(0),
  status: z.enum(payoutStatuses),
  by: z.string().max(320).optional(),
  reason: z.string().max(500).optional(),
  at: z.iso.datetime(),
});
export const payoutRequested = defineEvent('payout.requested', payoutStep);
export const payoutApproved = defineEvent('payout.approved', payoutStep);
export const payoutPaid = defineEvent('payout.paid', payoutStep);
export const payoutRejected = defineEvent('payout.rejected', payoutStep);
/** The event each payout status announces. */
export const payoutEvents = { pending: payoutRequested, approved: payoutApproved, paid: payoutPaid, rejected: payoutRejected } as const;

/** A new account signed up with someone's referral code (once per new account): both get the referral bonus. */
export const referralClaimed = defineEvent(
  'referral.claimed',
  z.object({
    code: z.string().min(1).max(20),
    referrerUid: z.string().min(1).max(100),
    referredUid: z.string().min(1).max(100),
    at: z.iso.datetime(),
  }),
);

/**
 * A battle ended (completed or forfeited). Carries every figure the consumers need: the coins to settle (from the
 * entry fee and the scores, by `settle()`), the standings for statistics and badges, and the kind (bot games pay no
 * coins and skip the leaderboards; so do family games).
 */
export const battleFinished = defineEvent(
  'battle.finished',
  z.object({
    battleId: z.string().min(1).max(100),
    kind: z.enum(['friend', 'random', 'bot']),
    category: z.string().max(100),
    entryFee: z.int().min(0).max(10_000),
    /** `abandoned`: a duel both players left (nobody stayed): no winner, every entry back. */
    reason: z.enum(finishReasons),
    /** Played within one family (shared/src/economy.ts `isFamilyGame`): entries given back, no badge, no leaderboard points. */
    familyGame: z.boolean().optional(),
    /** Two players' accounts are linked by an older referral: the game pays, its winnings marked `battle_win_linked` for finance. */
    linkedAccounts: z.boolean().optional(),
    players: z.array(z.object({
      profileId: z.string().min(1).max(100),
      uid: z.string().max(100),
      /** The name players saw in the battle, for the others' history (absent in events published before it was added). */
      name: z.string().max(100).optional(),
      correct: z.int().min(0).max(100),
      points: z.int().min(0).max(1_000_000),
      left: z.boolean(),
      isBot: z.boolean(),
    })).min(1).max(4),
    finishedAt: z.iso.datetime(),
  }),
);

/**
 * A learner's exam page was hidden or its window left (docs/exams.md): recorded on the attempt with the server's
 * time; `completed` when it ended the attempt (more than 5 s away). The examinator's violation feed follows from it.
 */
export const examViolationReported = defineEvent(
  'exam.violation-reported',
  z.object({
    violationId: z.string().min(1).max(100),
    examId: z.string().min(1).max(100),
    examTitle: z.string().max(200),
    attemptId: z.string().min(1).max(100),
    uid: z.string().min(1).max(100),
    profileId: z.string().min(1).max(100),
    profileName: z.string().max(100),
    kind: z.enum(violationKinds),
    at: z.string().max(40),
    recordedAt: z.iso.datetime(),
    durationMs: z.int().min(0).max(86_400_000),
    completed: z.boolean(),
  }),
);

/**
 * An admin deactivated or reactivated an account (the admin console). The audit consumer records it with the account
 * named by a hash of its sub, so the audit trail keeps no id of the person once the account is deleted.
 */
export const accountStatusChanged = defineEvent(
  'account.status-changed',
  z.object({
    uid: z.string().min(1).max(100),
    status: z.enum(['active', 'deactivated']),
    changedBy: z.string().min(1).max(100),
    changedAt: z.iso.datetime(),
  }),
);

/**
 * A contest was settled once its end had passed: its prizes were paid by the settlement itself (one ledger entry per
 * winner, idempotency key `contest-prize:<contestId>`), and this lists who won what, for badges and notifications.
 * Ranks are shared by ties (same score and same time taken).
 */
export const contestSettled = defineEvent(
  'contest.settled',
  z.object({
    contestId: z.string().min(1).max(100),
    title: z.string().min(1).max(200),
    entries: z.int().min(0),
    winners: z.array(z.object({
      profileId: z.string().min(1).max(100),
      uid: z.string().min(1).max(100),
      rank: z.int().min(1),
      coins: z.int().min(0),
    })).max(100),
    settledAt: z.iso.datetime(),
  }),
);

export const eventCatalog = {
  settingsUpdated, stripeEventReceived, subscriptionChanged, quizCompleted, dictationCompleted, profileCreated, profileDeleted, crosswordCompleted,
  flashcardReviewed, spellingCompleted, payoutRequested, payoutApproved, payoutPaid, payoutRejected, referralClaimed, battleFinished,
  examViolationReported,
  accountStatusChanged,
  contestSettled,
} as const;
