import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAMPLE_POINTS } from '@plume/shared/spelling/handwriting-samples';
import { cloud, cognitoClient, signIn } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, premiumAccount, scanTable } from '#test/accounts';

/** A letter « a » as a pen would leave it: two strokes, flat `[x0, y0, x1, y1, …]`. */
const drawnA = { letter: 'a', strokes: [[60, 45, 50, 43, 42, 50, 45, 62, 58, 60], [60, 44, 60, 68]] };
const word = (letters = [drawnA, { ...drawnA, letter: 'é' }]) => ({ setId: randomUUID(), letters });
const samplesOf = async (uid: string) => (await scanTable()).filter((item) => item.pk === `USER#${uid}` && String(item.sk).startsWith('HWSAMPLE#'));

describe('handwritten letters given with the account holder’s consent', () => {
  let admin: string;
  beforeAll(async () => {
    useLocalCloudEnvironment();
    admin = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);
  });

  it('keeps nothing without consent, then keeps a word once however often it is sent, and withdrawing deletes it all', async () => {
    const account = await premiumAccount();
    // Without consent: refused, nothing kept.
    expect((await call('get_handwriting_consent', account.token)).body?.data).toEqual({ consent: false, samples: 0 });
    const refused = await call('contribute_handwriting', account.token, word());
    expect(refused).toMatchObject({ status: 403, body: { code: 'handwriting_consent_required', message: 'Le partage des lettres écrites à la main n’est pas activé pour ce compte : rien n’a été gardé.' } });
    expect(await samplesOf(account.uid)).toEqual([]);
    // With consent: one word sent ten times at once is kept once.
    expect((await call('set_handwriting_consent', account.token, { consent: true })).body).toMatchObject({ code: 'handwriting_consent_saved', data: { consent: true, samples: 0 } });
    const once = word();
    const sent = await Promise.all(Array.from({ length: 10 }, () => call('contribute_handwriting', account.token, once)));
    expect(sent.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(sent.map((answer) => answer.body?.data.stored).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    const kept = await samplesOf(account.uid);
    expect(kept.map((item) => [item.letter, JSON.parse(String(item.strokes))])).toEqual([['a', drawnA.strokes], ['é', drawnA.strokes]]);
    expect(Object.keys(kept[0]!).sort()).toEqual(['givenAt', 'gsi1pk', 'gsi1sk', 'letter', 'pk', 'sk', 'strokes']);
    expect((await call('contribute_handwriting', account.token, word())).body?.data).toEqual({ stored: 2 });
    expect((await call('get_handwriting_consent', account.token)).body?.data).toEqual({ consent: true, samples: 4 });
    // Withdrawing: consent off and every letter deleted; a word sent afterwards is refused.
    const withdrawn = await call('set_handwriting_consent', account.token, { consent: false });
    expect(withdrawn.body).toMatchObject({ code: 'handwriting_consent_withdrawn', data: { consent: false, samples: 0 } });
    expect(await samplesOf(account.uid)).toEqual([]);
    expect((await call('contribute_handwriting', account.token, word())).status).toBe(403);
  });

  it('refuses what is not a letter it can keep, with a clear message and nothing half-written', async () => {
    const account = await premiumAccount();
    await call('set_handwriting_consent', account.token, { consent: true });
    const odd = await call('contribute_handwriting', account.token, word([drawnA, { letter: 'a', strokes: [[10, 20, 30]] }]));
    expect(odd).toMatchObject({ status: 400, body: { code: 'handwriting_sample_invalid' } });
    expect(JSON.stringify(odd.body)).toContain('Ces traits ne forment pas une lettre que Plume peut garder');
    const tooLong = Array.from({ length: 4 }, () => Array.from({ length: 400 * 2 }, (_, i) => i % 100));
    expect(tooLong.flat().length / 2).toBeGreaterThan(MAX_SAMPLE_POINTS);
    expect((await call('contribute_handwriting', account.token, word([drawnA, { letter: 'b', strokes: tooLong }]))).status).toBe(400);
    expect((await call('contribute_handwriting', account.token, word([{ ...drawnA, letter: 'A' }]))).status).toBe(400);
    expect((await call('contribute_handwriting', account.token, word([{ letter: 'a', strokes: [[200, 50, 50, 50]] }]))).status).toBe(400);
    expect((await call('contribute_handwriting', account.token, { setId: 'pas-un-uuid', letters: [drawnA] })).status).toBe(400);
    expect(await samplesOf(account.uid)).toEqual([]);
  });

  it('exports every account’s letters to admins, oldest first, page by page, with no account id; learners are refused', async () => {
    const [first, second] = await Promise.all([premiumAccount(), premiumAccount()]);
    for (const account of [first, second]) await call('set_handwriting_consent', account.token, { consent: true });
    const mine = word([{ ...drawnA, letter: 'ç' }]);
    await call('contribute_handwriting', first.token, mine);
    await call('contribute_handwriting', second.token, word([{ ...drawnA, letter: 'œ' }]));
    expect((await call('admin/export_handwriting_samples', first.token)).status).toBe(403);
    // Every page, following `next`.
    const samples: { letter: string; strokes: number[][]; givenAt: string }[] = [];
    let after: string | undefined;
    do {
      const page = await call('admin/export_handwriting_samples', admin, after ? { after } : {});
      expect(page).toMatchObject({ status: 200, body: { code: 'handwriting_samples_exported' } });
      samples.push(...page.body!.data.samples);
      after = page.body!.data.next;
    } while (after);
    expect(samples.map((sample) => sample.letter)).toEqual(expect.arrayContaining(['ç', 'œ']));
    expect(samples.find((sample) => sample.letter === 'ç')).toEqual({ letter: 'ç', strokes: drawnA.strokes, givenAt: expect.any(String) });
    expect(samples.map((sample) => sample.givenAt)).toEqual([...samples.map((sample) => sample.givenAt)].sort());
    expect(JSON.stringify(samples)).not.toContain(first.uid);
  });
});
