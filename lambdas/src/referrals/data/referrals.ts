import { randomBytes } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { referralCodeFromBytes } from '@plume/shared/referrals/codes';
import { dynamo } from '#clients/dynamo';
import { ownedBy } from '#table/ownership';
import { cancellationReasons, tableName } from '#table/table';

/**
 * Referrals. An account's code is `REFERRAL_CODE#<code>` / `CODE` (who owns it, and how many accounts it brought),
 * with the account's pointer `REFERRAL_CODE_OF#<sub>` / `CODE` beside it. A referred account's claim is `REFERRAL#<referred sub>` / `CLAIM`,
 * written once (`attribute_not_exists`) in the same transaction as the referrer's count: one referral per account,
 * whatever the retries. Both are erased with the account that owns them.
 */
const codeKey = (code: string) => ({ pk: `REFERRAL_CODE#${code}`, sk: 'CODE' });
const claimKey = (referredUid: string) => ({ pk: `REFERRAL#${referredUid}`, sk: 'CLAIM' });

export interface ReferralCode { code: string; uid: string; referrals: number }

/** The account's code, made on first use. Two first uses at once: one code wins, the other call reads it. */
export async function ensureReferralCode(uid: string): Promise<ReferralCode> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await referralCodeOf(uid);
    if (existing) return existing;
    const code = referralCodeFromBytes(randomBytes(8));
    try {
      await dynamo.send(new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...codeKey(code), code, uid, referrals: 0, ...ownedBy(uid, `REFERRAL_CODE#${code}`) }, ConditionExpression: 'attribute_not_exists(pk)' } },
          // One code per account: the account's pointer to its code, written with it or not at all.
          { Put: { TableName: tableName(), Item: { pk: `REFERRAL_CODE_OF#${uid}`, sk: 'CODE', code, ...ownedBy(uid, `REFERRAL_CODE_OF#${uid}`) }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }));
      return { code, uid, referrals: 0 };
    } catch (error) {
      if (!cancellationReasons(error)) throw error;
      // A code already taken (once in 10¹¹) or a parallel first use: read again.
    }
  }
  throw new Error(`could not make a referral code for ${uid}`);
}

export async function referralCodeOf(uid: string): Promise<ReferralCode | undefined> {
  const { Item: marker } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: `REFERRAL_CODE_OF#${uid}`, sk: 'CODE' }, ConsistentRead: true }));
  return marker ? findCode(String(marker.code)) : undefined;
}

export async function findCode(code: string): Promise<ReferralCode | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: codeKey(code), ConsistentRead: true }));
  return Item ? { code, uid: String(Item.uid), referrals: Number(Item.referrals ?? 0) } : undefined;
}

export interface ReferralClaim { code: string; at: string }

/** The code an account signed up with, and when it claimed it, if it did. */
export async function referralClaimOf(referredUid: string): Promise<ReferralClaim | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: claimKey(referredUid), ConsistentRead: true }));
  return Item ? { code: String(Item.code), at: String(Item.at) } : undefined;
}

/** The account that referred `uid` (its code's owner, while that account exists), and when. */
export async function referrerOf(uid: string): Promise<{ uid: string; at: string } | undefined> {
  const claim = await referralClaimOf(uid);
  const code = claim && (await findCode(claim.code));
  return claim && code ? { uid: code.uid, at: claim.at } : undefined;
}

export type RecordedReferral = 'recorded' | 'already-referred' | 'cycle';

/**
 * Records that `referredUid` came through `code`, once per referred account. `referredCode` is the referred account's
 * own code, if it has one: the claim is refused when the code's owner was itself referred through it (A claims B's
 * code after B claimed A's), checked in the same transaction, so two such claims sent at once cannot both pass.
 */
export async function recordReferral(code: ReferralCode, referredUid: string, referredCode: string | undefined, at = new Date().toISOString()): Promise<RecordedReferral> {
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        // The claim names the code, not the referrer: deleting the referrer's account leaves no trace of them here.
        { Put: { TableName: tableName(), Item: { ...claimKey(referredUid), code: code.code, at, ...ownedBy(referredUid, `REFERRAL#${referredUid}`) }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Update: { TableName: tableName(), Key: codeKey(code.code), UpdateExpression: 'ADD referrals :one', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':one': 1 } } },
        ...(referredCode
          ? [{ ConditionCheck: { TableName: tableName(), Key: claimKey(code.uid), ConditionExpression: 'attribute_not_exists(pk) OR code <> :mine', ExpressionAttributeValues: { ':mine': referredCode } } }]
          : []),
      ],
    }));
    return 'recorded';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0] === 'ConditionalCheckFailed') return 'already-referred';
    if (reasons?.[2] === 'ConditionalCheckFailed') return 'cycle';
    throw error;
  }
}
