import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { table as tableSpec } from '@plume/lambdas/routes';

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/** The single table, built from the route table's `table` entry. Retained and protected: it holds every user's data. */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(tableSpec.partitionKey),
      sortKey: stringKey(tableSpec.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableSpec.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableSpec.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
      });
    }
  }
}
