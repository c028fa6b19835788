import { setTimeout as sleep } from 'node:timers/promises';
import { summarize, type Summary } from './stats.ts';
import { withAppPage } from './browser-session.ts';

const CHALLENGER = 'Camille Martin';
const RELATIVE = 'Hugo';
/** When the challenger answers each question of her round (ms after it was served): the times the ghost replays. */
const ANSWER_AFTER_MS = [1_500, 4_000, 2_500, 6_000, 3_000, 5_000, 2_000, 7_000, 3_500, 4_500];

export interface GhostReplayResult {
  /** Cues measured (one per question the ghost answered). */
  cues: number;
  /** Cue shown on the page − the moment the server said (`ghost.at`), ms; negative would be early. */
  lateness: Summary;
  earliest: number;
}

type InPage = { __ghostCues: { text: string; at: number }[]; document: any; MutationObserver: any };

/**
 * How faithfully the play page replays a relative's recorded round (docs/family-challenges.md), in Debian's Chromium
 * against the app as `npm start` runs it: the challenger's round is played through the API with known answer times;
 * the relative plays against it in the page, and a MutationObserver notes when « … a répondu » appears. Each cue is
 * compared with the moment the server gave for it (`ghost.at`, server clock — the same machine's clock here, so the
 * difference is the page's own: its server-clock estimate, its timer and its render).
 */
export async function benchGhostReplay(): Promise<GhostReplayResult> {
  return withAppPage('.data/bench-ghost', RELATIVE, async ({ page, call }) => {
    const profiles = (await call('get_user', {})).profiles as { id: string; name: string }[];
    const idOf = (name: string) => profiles.find((p) => p.name === name)!.id;

    // The challenger's round, answered at the times above (by level: both have the same time per question).
    const challenge = await call('create_family_challenge', { profileId: idOf(CHALLENGER), opponentProfileId: idOf(RELATIVE), category: 'orthographe', handicap: 'level' });
    for (let index = 0; index < challenge.total; index++) {
      await call('next_question', { gameId: challenge.gameId, index });
      await sleep(ANSWER_AFTER_MS[index % ANSWER_AFTER_MS.length]!);
      await call('answer_quiz', { gameId: challenge.gameId, index, choice: 0 });
    }

    const served = new Map<number, number | null>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/next_question')) return;
      const question = ((await response.json()) as { data?: { question?: { index: number; ghost?: { at: number | null } } } }).data?.question;
      if (question?.ghost) served.set(question.index, question.ghost.at);
    });
    await page.addInitScript(() => {
      const w = globalThis as unknown as InPage;
      w.__ghostCues = [];
      // One cue a question: the line goes « a répondu » → the reveal → empty for the next question.
      let shown = '';
      new w.MutationObserver(() => {
        const text = (w.document.querySelector('[data-testid="ghost-cue"]')?.textContent ?? '') as string;
        if (text === shown) return;
        shown = text;
        if (text.endsWith('a répondu')) w.__ghostCues.push({ text, at: Date.now() });
      }).observe(w.document, { subtree: true, childList: true, characterData: true });
    });
    const taken = await call('take_up_family_challenge', { profileId: idOf(RELATIVE), challengeId: challenge.familyChallenge.challengeId });
    await page.goto(`/quiz/family-challenge/play?game=${taken.gameId}`);

    const main = page.getByRole('main');
    const next = main.getByRole('button', { name: /^(Question suivante|Voir le résultat)$/ });
    const lateness: number[] = [];
    for (let index = 0; index < taken.total; index++) {
      await main.getByText(new RegExp(`^Question ${index + 1} / \\d+$`)).waitFor();
      // The cue of this question: the page notes each « a répondu » it shows, once per question.
      await page.waitForFunction((count) => (globalThis as unknown as InPage).__ghostCues.length > count, index, { timeout: 60_000 });
      const cue = await page.evaluate((i) => (globalThis as unknown as InPage).__ghostCues[i]!.at, index);
      const at = served.get(index);
      if (typeof at === 'number') lateness.push(cue - at);
      await main.getByRole('group', { name: 'Réponses' }).getByRole('button').first().click();
      const last = (await next.textContent()) === 'Voir le résultat';
      await next.click();
      if (last) break;
    }
    return { cues: lateness.length, lateness: summarize(lateness, 0), earliest: Math.min(...lateness) };
  });
}
