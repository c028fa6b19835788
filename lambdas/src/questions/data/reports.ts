import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import { ownedBy } from '#table/ownership';
import { tableName, writeIfCondition } from '#table/table';
import { profileSk } from '#table/keys';

/**
 * Question reports: one per profile and question (`REPORT#<questionId>` / `PROFILE#<id>`), listed newest first for
 * admins through `gsi1` (`REPORTS`, sorted by date).
 */
export interface QuestionReport { reportId: string; questionId: string; question: string; reason: string; details?: string; profileId: string; createdAt: string }

const REPORTS_INDEX = 'REPORTS';

/** False when this profile already reported this question. */
export async function saveReport(report: QuestionReport): Promise<boolean> {
  return writeIfCondition(dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: { pk: `REPORT#${report.questionId}`, sk: profileSk(report.profileId), ...report, gsi1pk: REPORTS_INDEX, gsi1sk: `${report.createdAt}#${report.reportId}`, ...ownedBy(report.profileId, `REPORT#${report.questionId}`) },
    ConditionExpression: 'attribute_not_exists(pk)',
  })));
}

export async function listReports(before?: string, limit = 50): Promise<QuestionReport[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({
    TableName: tableName(), IndexName: 'gsi1', ScanIndexForward: false, Limit: limit,
    KeyConditionExpression: before ? 'gsi1pk = :pk AND gsi1sk < :before' : 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': REPORTS_INDEX, ...(before ? { ':before': before } : {}) },
  }));
  return Items.map(({ reportId, questionId, question, reason, details, profileId, createdAt }) => ({ reportId, questionId, question, reason, details, profileId, createdAt }) as QuestionReport);
}
