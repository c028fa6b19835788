import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from './cloud.ts';
import { freePort } from './ports.ts';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { CreateScheduleCommand, GetScheduleCommand, ResourceNotFoundException, SchedulerClient } from '@aws-sdk/client-scheduler';
import { timerFunctionName, timerGroupName } from '@plume/lambdas/routes';
import { atExpression } from '@plume/shared/schedule-expression';
import { api, cognitoClient, eventually, signIn, signedInUser, TEST_PASSWORD } from '@plume/lambdas/test/cloud-client';

/** Its own cloud (not the shared one): stopped and started again on the same data directory. */
describe('local cloud restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plume-restart-'));
  let cloud: LocalCloud | undefined;
  afterAll(async () => {
    await cloud?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps users, table data, the outbox and pending timers across a restart, and --reset empties them', async () => {
    // Handlers keep their SDK clients across starts, like a warm container, so the internal ports stay the same.
    const ports = { port: await freePort(), dynamoPort: await freePort(), eventsPort: await freePort() };
    cloud = await startLocalCloud({ dataDir, ...ports });
    const pool = { ...cloud.userPool, cognito: cloud.endpoints.cognito };
    const admin = await signedInUser({ groups: ['admin'], pool });
    const changed = await api('/api/admin/update_system_configurations', { url: cloud.url, token: admin.idToken, body: JSON.stringify({ appName: 'Plume Persistante' }) });
    expect(changed.status).toBe(200);
    const learner = 'nouvelle-eleve@plume.test';
    await cognitoClient(cloud.endpoints.cognito).send(new SignUpCommand({ ClientId: cloud.userPool.userPoolClientId, Username: learner, Password: TEST_PASSWORD, UserAttributes: [{ Name: 'email', Value: learner }] }));
    const outbox = async () => (await fetch(`${cloud!.url}/_local/outbox?to=${learner}`)).json() as Promise<{ code?: string; channel: string }[]>;
    const sent = await outbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
    // Two battle-deadline timers (of a battle that does not exist: the handler finds nothing to reveal): one an hour
    // away, one falling due while the cloud is down.
    const scheduler = () => new SchedulerClient({ endpoint: cloud!.endpoints.scheduler, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const timer = (name: string, at: number) => new CreateScheduleCommand({
      Name: name, GroupName: timerGroupName, ScheduleExpression: atExpression(at), FlexibleTimeWindow: { Mode: 'OFF' }, ActionAfterCompletion: 'DELETE',
      Target: { Arn: `arn:aws:lambda:eu-west-3:000000000000:function:${timerFunctionName('battle-deadline')}`, RoleArn: 'arn:aws:iam::000000000000:role/test', Input: JSON.stringify({ battleId: 'gone', index: 0 }) },
    });
    await scheduler().send(timer('restart-later', Date.now() + 3_600_000));
    await scheduler().send(timer('restart-due', Date.now() + 2_000));
    const firstPoolId = cloud.userPool.userPoolId;
    await cloud.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    cloud = await startLocalCloud({ dataDir, ...ports });
    expect(cloud.userPool.userPoolId).toBe(firstPoolId);
    const config = await api('/api/get_system_configurations', { url: cloud.url, body: '{}' });
    expect(config.body?.data.appName).toBe('Plume Persistante');
    const token = await signIn(cognitoClient(cloud.endpoints.cognito), cloud.userPool.userPoolClientId, admin.email, undefined, admin.totpSecret);
    const me = await api('/api/me', { url: cloud.url, method: 'GET', token });
    expect(me.body?.data).toMatchObject({ email: admin.email, groups: ['admin'] });
    expect(await outbox()).toEqual(sent);
    expect((await scheduler().send(new GetScheduleCommand({ Name: 'restart-later', GroupName: timerGroupName }))).Name).toBe('restart-later');
    // The one that fell due fired once the handlers were ready, and was deleted after completion.
    const fired = await eventually(
      () => scheduler().send(new GetScheduleCommand({ Name: 'restart-due', GroupName: timerGroupName })).then(() => 'pending', (error: unknown) => (error instanceof ResourceNotFoundException ? 'deleted' : 'error')),
      (state) => state === 'deleted',
    );
    expect(fired).toBe('deleted');
    await cloud.stop();

    cloud = await startLocalCloud({ dataDir, ...ports, reset: true });
    const fresh = await api('/api/get_system_configurations', { url: cloud.url, body: '{}' });
    expect(fresh.body?.data.appName).toBe('Plume');
    expect(cloud.userPool.userPoolId).not.toBe(firstPoolId);
    await expect(scheduler().send(new GetScheduleCommand({ Name: 'restart-later', GroupName: timerGroupName }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    // Three starts, two of them seeding the whole content pack: on a busy 2-core machine a first start takes ~40 s
    // (the whole test took 176 s at a load average of ~17).
  }, 300_000);
});
