import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parisDay } from '@plume/shared/quiz/modes';
import {
  cardStates, defaultFlashcardSettings, newCardsLeft, type CardSchedule, type Flashcard, type FlashcardRating, type FlashcardSettings, type MemorySettings,
} from '@plume/shared/flashcards';
import type { SpellingLevel } from '@plume/shared/spelling/words';
import { dynamo } from '#clients/dynamo';
import { cancellationReasons, epochSeconds, isConditionFailure, queryAll, tableName, writeIfCondition } from '#table/table';
import { profileKeys, profilePk, profileSortKeys } from '#table/keys';

/**
 * Flashcards in the profile's own partition, so deleting the profile erases them: its decks (`FLASHDECK#<deckId>`),
 * its cards (`FLASHCARD#<deckId>#<cardId>`, one Query reads a deck), one log item per review
 * (`FLASHLOG#<reviewId>`, written once: the review's idempotency key), its settings (`FLASHCARD_SETTINGS`) and,
 * per Paris day, how many new cards had their first review (`FLASHNEW#<day>`, the daily new-card budget; kept 2 days).
 * « Mes erreurs » has no deck item: its id is fixed and its cards are keyed by the normalized word.
 */
const { deck: DECK_PREFIX, card: CARD_PREFIX, log: LOG_PREFIX } = profileSortKeys.flashcards;
const NEW_CARDS_COUNT_TTL_SECONDS = 2 * 86_400;

/** What is left of the profile's new-card budget for the Paris day of `now` (`NEW_CARDS_PER_DAY`). */
export async function newCardsLeftToday(profileId: string, now = new Date()): Promise<number> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.flashcardNewCards(profileId, parisDay(now)), ProjectionExpression: 'introduced' }));
  return newCardsLeft(Number(Item?.introduced ?? 0));
}

/** A deck of the profile: its own (no `level`), or the built-in deck of a school level it added. */
export interface StoredDeck { deckId: string; name: string; createdAt: string; level?: SpellingLevel }
export interface ReviewLog {
  reviewId: string;
  deckId: string;
  cardId: string;
  rating: FlashcardRating;
  /** When the server applied it: the day the profile practised, and the day's new cards, count from it. */
  reviewedAt: string;
  /** When the learner gave the grade, if the device said so (bounded): the schedule was computed from it. */
  gradedAt?: string;
  stateBefore: number;
  before: CardSchedule;
  after: CardSchedule;
}

const strip = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
};

// ---- settings -------------------------------------------------------------------------------------------------------

export async function getFlashcardSettings(profileId: string): Promise<FlashcardSettings> {
  const { settings } = await getMemorySettings(profileId);
  return settings;
}

/** Parameters fitted by the optimizer, and on how many of the profile's reviews. */
export interface FittedParameters { parameters: number[]; reviews: number; fittedAt: string }

/** The settings item: the profile's settings, and the FSRS parameters fitted to it (none before the threshold). */
export async function getMemorySettings(profileId: string): Promise<{ settings: FlashcardSettings; fit?: FittedParameters; memory: MemorySettings }> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.flashcardSettings(profileId) }));
  const settings = (Item?.settings as FlashcardSettings | undefined) ?? defaultFlashcardSettings;
  const fit = Item?.fit as FittedParameters | undefined;
  return { settings, ...(fit ? { fit } : {}), memory: { requestRetention: settings.requestRetention, ...(fit ? { parameters: fit.parameters } : {}) } };
}

/** Sets the settings and keeps the fitted parameters stored beside them. */
export async function saveFlashcardSettings(profileId: string, settings: FlashcardSettings): Promise<void> {
  await dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.flashcardSettings(profileId),
    UpdateExpression: 'SET #settings = :settings, updatedAt = :now',
    ExpressionAttributeNames: { '#settings': 'settings' },
    ExpressionAttributeValues: { ':settings': settings, ':now': new Date().toISOString() },
  }));
}

/**
 * Stores parameters fitted on `fit.reviews` reviews unless a fit on as many or more is already there: two
 * optimizations racing, or an old event delivered late, never replace a newer fit. True when stored.
 */
export async function saveFittedParameters(profileId: string, fit: FittedParameters): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.flashcardSettings(profileId),
    UpdateExpression: 'SET fit = :fit, #settings = if_not_exists(#settings, :defaults)',
    ConditionExpression: 'attribute_not_exists(fit) OR fit.reviews < :reviews',
    ExpressionAttributeNames: { '#settings': 'settings' },
    ExpressionAttributeValues: { ':fit': fit, ':reviews': fit.reviews, ':defaults': defaultFlashcardSettings },
  })));
}

// ---- decks ----------------------------------------------------------------------------------------------------------

export async function listDecks(profileId: string): Promise<StoredDeck[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': DECK_PREFIX } });
  return items.map((item) => strip<StoredDeck>(item)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function getDeck(profileId: string, deckId: string): Promise<StoredDeck | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.flashcardDeck(profileId, deckId) }));
  return Item ? strip<StoredDeck>(Item) : undefined;
}

/** Creates the deck unless its id is taken: true when written. */
export async function createDeckIfAbsent(profileId: string, deck: StoredDeck): Promise<boolean> {
  return writeIfCondition(dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...profileKeys.flashcardDeck(profileId, deck.deckId), ...deck }, ConditionExpression: 'attribute_not_exists(pk)' })));
}

export async function createDeck(profileId: string, deck: StoredDeck): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...profileKeys.flashcardDeck(profileId, deck.deckId), ...deck }, ConditionExpression: 'attribute_not_exists(pk)' }));
}

// ---- cards ----------------------------------------------------------------------------------------------------------

/** The profile's cards: of one deck, or all of them. */
export async function listCards(profileId: string, deckId?: string): Promise<Flashcard[]> {
  const prefix = deckId === undefined ? CARD_PREFIX : `${CARD_PREFIX}${deckId}#`;
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': prefix } });
  return items.map((item) => strip<Flashcard>(item));
}

export async function getCard(profileId: string, deckId: string, cardId: string, consistent = false): Promise<Flashcard | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.flashcard(profileId, deckId, cardId), ConsistentRead: consistent }));
  return Item ? strip<Flashcard>(Item) : undefined;
}

/** Creates the card unless its key is taken: true when written. A mistake made again, or an event replayed, writes nothing. */
export async function putCardIfAbsent(profileId: string, card: Flashcard): Promise<boolean> {
  return writeIfCondition(dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: { ...profileKeys.flashcard(profileId, card.deckId, card.cardId), ...card },
    ConditionExpression: 'attribute_not_exists(pk)',
  })));
}

/** Deletes a card: false when there was none. Its review logs stay (the profile's history) until the profile goes. */
export async function deleteCard(profileId: string, deckId: string, cardId: string): Promise<boolean> {
  return writeIfCondition(dynamo.send(new DeleteCommand({ TableName: tableName(), Key: profileKeys.flashcard(profileId, deckId, cardId), ConditionExpression: 'attribute_exists(pk)' })));
}

// ---- reviews --------------------------------------------------------------------------------------------------------

export async function getReviewLog(profileId: string, reviewId: string): Promise<ReviewLog | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.flashcardLog(profileId, reviewId), ConsistentRead: true }));
  return Item ? strip<ReviewLog>(Item) : undefined;
}

/** How many reviews the profile has logged (a count query: no item leaves DynamoDB). */
export async function countReviewLogs(profileId: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': LOG_PREFIX },
      Select: 'COUNT',
      ExclusiveStartKey: start,
    }));
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

export async function listReviewLogs(profileId: string): Promise<ReviewLog[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': LOG_PREFIX } });
  return items.map((item) => strip<ReviewLog>(item));
}

/**
 * Applies a review in one transaction: the log item is written only if its review id is new, and the card's schedule
 * only if the card is still as it was read (same `reps`). `applied`: done; `duplicate`: this review id was already
 * logged; `stale`: the card changed since it was read (another review), `missing`: the card is gone; `busy`: a
 * concurrent transaction on the same items (the caller reads again and retries).
 */
export async function applyReview(profileId: string, log: ReviewLog): Promise<'applied' | 'duplicate' | 'stale' | 'missing' | 'busy'> {
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...profileKeys.flashcardLog(profileId, log.reviewId), ...log }, ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Update: {
            TableName: tableName(),
            Key: profileKeys.flashcard(profileId, log.deckId, log.cardId),
            UpdateExpression: 'SET #schedule = :after',
            ConditionExpression: 'attribute_exists(pk) AND #schedule.#reps = :reps',
            ExpressionAttributeNames: { '#schedule': 'schedule', '#reps': 'reps' },
            ExpressionAttributeValues: { ':after': log.after, ':reps': log.before.reps },
          },
        },
        // A new card's first review spends one of the day's new cards, in the same transaction: counted once.
        ...(log.before.state === cardStates.new
          ? [{
              Update: {
                TableName: tableName(),
                Key: profileKeys.flashcardNewCards(profileId, parisDay(new Date(log.reviewedAt))),
                UpdateExpression: 'ADD introduced :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
                ExpressionAttributeValues: { ':one': 1, ':expiresAt': epochSeconds(new Date(log.reviewedAt)) + NEW_CARDS_COUNT_TTL_SECONDS },
              },
            }]
          : []),
      ],
    }));
    return 'applied';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) {
      if (isConditionFailure(error)) return 'stale';
      throw error;
    }
    if (reasons[0] === 'ConditionalCheckFailed') return 'duplicate';
    if (reasons[1] === 'ConditionalCheckFailed') return (await getCard(profileId, log.deckId, log.cardId, true)) ? 'stale' : 'missing';
    return 'busy';
  }
}
