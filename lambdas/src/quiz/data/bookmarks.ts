import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { GameMode } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { tableName, writeIfCondition } from '#table/table';
import { profileKeys, profilePk, profileSortKeys } from '#table/keys';

/** Bookmarked questions of a profile, copied with their answer when bookmarked (only answered questions can be). */

export interface Bookmark {
  bookmarkId: string;
  question: string;
  options: string[];
  correctIndex?: number;
  correctWord?: string;
  explanation: string;
  mode: GameMode;
  createdAt: string;
}

export async function saveBookmark(profileId: string, bookmark: Bookmark): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...profileKeys.bookmark(profileId, bookmark.bookmarkId), ...bookmark } }));
}

export async function listBookmarks(profileId: string): Promise<Bookmark[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': profileSortKeys.bookmarks.bookmark } }));
  return Items.map(({ pk: _pk, sk: _sk, ...bookmark }) => bookmark as Bookmark).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** False when there was no such bookmark ('Cannot Remove Question from Bookmark'). */
export async function removeBookmark(profileId: string, bookmarkId: string): Promise<boolean> {
  return writeIfCondition(dynamo.send(new DeleteCommand({ TableName: tableName(), Key: profileKeys.bookmark(profileId, bookmarkId), ConditionExpression: 'attribute_exists(pk)' })));
}
