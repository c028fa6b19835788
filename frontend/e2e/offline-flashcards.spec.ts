import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

/**
 * Learning offline (docs/offline.md), against the local cloud: Plume is an installable app whose service worker
 * registers and takes the page; a profile's flashcard review goes on when the network drops (Chromium's offline mode),
 * the grades wait on the device and the page says how many; when the network returns they reach the server, once each
 * — even the one whose answer was lost on the way back and that was sent again — and the server's count of reviews
 * says so. Then a cold start without network: the page reloaded offline opens from the account, decks and statistics
 * kept on the device at the last visit, a kept deck is reviewed, and the grade reaches the server once the network is
 * back. Playwright's offline mode does not cut the service worker's own requests (playwright#2311): the journey never
 * relies on the worker being offline, only on the page.
 */
// The service worker is what this journey is about: the other journeys block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('a profile reviews its cards offline, after a reload without network too; the grades wait on the device and reach the server once each', async ({ page, context, browser, baseURL }) => {
  const apiFromServiceWorker: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker()) apiFromServiceWorker.push(response.url());
  });

  // A visitor's prerendered first page links the web app manifest too (and registers no service worker).
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/');
  await expect(visitor.locator('#root[data-first-page="home"]')).toBeAttached();
  await expect(visitor.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await visitor.close();

  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Hugo');

  // Installable: the manifest is linked and served, in French, with icons of the sizes it says.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { icons: { src: string; sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Plume', short_name: 'Plume', lang: 'fr', start_url: '/', display: 'standalone', theme_color: '#3b5bdb' });
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const png = await (await page.request.get(icon.src)).body();
    // A PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  // The service worker registers after the first page's load and, once it has precached the shell, takes the page.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none')).toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none')).toMatch(/\/sw\.js$/);

  await page.goto('/flashcard/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cartes mémoire' })).toBeVisible();
  const decks = main.getByRole('list', { name: 'Vos paquets' });
  // The server counts the profile's reviews: « … après 400 révisions (encore N) » loses one per review applied.
  const memoryModel = main.getByTestId('memory-model');
  const reviewsLeft = async () => Number(/\(encore (\d+)\)/.exec((await memoryModel.textContent()) ?? '')?.[1]);
  await expect(memoryModel).toContainText('encore');
  const before = await reviewsLeft();

  // A deck of three words, due at once.
  await main.getByLabel(/^Nom du paquet/).fill('Mots du voyage');
  await main.getByRole('button', { name: 'Créer le paquet' }).click();
  const deck = decks.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mots du voyage' }) });
  await expect(deck).toContainText('0 carte · 0 à revoir');
  await expect(main.getByRole('combobox', { name: 'Paquet' }).locator('option:checked')).toHaveText('Mots du voyage');
  for (const [index, word] of ['wagon', 'quai', 'billet'].entries()) {
    await main.getByLabel(/^Mot ou expression/).fill(word);
    await main.getByRole('button', { name: 'Ajouter la carte' }).click();
    await expect(deck).toContainText(index === 0 ? '1 carte · 1 à revoir' : `${index + 1} cartes · ${index + 1} à revoir`);
  }

  // The review opens online; then the network drops.
  await deck.getByRole('button', { name: /^Réviser/ }).click();
  await expect(main.getByTestId('flashcard').getByRole('heading', { level: 2 })).toBeFocused();
  await context.setOffline(true);
  const queue = main.getByTestId('review-queue');
  await expect(queue).toContainText(/Hors ligne\s: vos notes restent sur cet appareil/);
  for (const [index, grade] of ['3', '3', '4'].entries()) {
    await expect(main.getByTestId('review-progress')).toHaveText(`Carte ${index + 1} sur 3`);
    await page.keyboard.press('Space');
    await expect(main.getByTestId('flashcard-answer')).toBeVisible();
    await page.keyboard.press(grade);
    await expect(queue.getByRole('status')).toHaveText(index === 0 ? '1 révision en attente d’envoi' : `${index + 1} révisions en attente d’envoi`);
  }
  await expect(main.getByText('3 cartes révisées. Bravo !')).toBeVisible();
  await expectAccessible(page, '/flashcard/ (offline, 3 reviews waiting)');
  await main.getByRole('button', { name: 'Retour aux paquets' }).click();
  await expect(queue.getByRole('status')).toHaveText('3 révisions en attente d’envoi');

  // The network returns, but the server's first answer is lost on the way back (it applied the review), and then the
  // server cannot be reached for a while: everything stays queued, the first review included.
  let answerLost = false;
  await page.route('**/api/review_flashcard', async (route) => {
    if (answerLost) return route.abort('internetdisconnected');
    await route.fetch();
    answerLost = true;
    return route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect.poll(() => answerLost).toBe(true);
  await expect(queue.getByRole('button', { name: 'Envoyer maintenant' })).toBeEnabled();
  await expect(queue.getByRole('status')).toHaveText('3 révisions en attente d’envoi');

  // The queue outlives the page: reloaded, it still holds the three reviews, and the app's start tries them again.
  // (While a route is set, Playwright sends the page's requests past the service worker: the reload comes from the
  // network here, from the worker at the end.)
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Cartes mémoire' })).toBeVisible();
  await expect(queue.getByRole('status')).toHaveText('3 révisions en attente d’envoi');
  await expect(queue.getByRole('button', { name: 'Envoyer maintenant' })).toBeEnabled();

  // The server is reachable again: « Envoyer maintenant » sends the three, the first one a second time.
  await page.unroute('**/api/review_flashcard');
  await queue.getByRole('button', { name: 'Envoyer maintenant' }).click();
  await expect(queue.getByRole('status')).toHaveText('3 révisions en attente envoyées.');
  await expect(deck).toContainText('3 cartes · 0 à revoir');
  // Three reviews counted, not four: the one sent twice was applied once.
  await expect.poll(reviewsLeft).toBe(before - 3);
  await expectAccessible(page, '/flashcard/ (reviews sent)');

  // Reloaded once more: the shell comes from the service worker, nothing waits, and no API answer ever came from it.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(deck).toContainText('3 cartes · 0 à revoir');
  await expect(queue.getByRole('status')).toHaveText('');
  expect(apiFromServiceWorker).toEqual([]);

  // A cold start without network: a fourth word, and the deck's review opened online (its due cards are kept on the
  // device); the account, the decks and the statistics read on the way are kept too (lib/kept-answers.ts).
  await main.getByLabel(/^Mot ou expression/).fill('valise');
  await main.getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(deck).toContainText(/4 cartes · [1-4] à revoir/);
  await deck.getByRole('button', { name: /^Réviser/ }).click();
  await expect(main.getByTestId('review-progress')).toHaveText(/^Carte 1 sur [1-4]$/);
  await main.getByRole('button', { name: 'Arrêter la révision' }).click();
  await expect(memoryModel).toContainText(`encore ${before - 3}`);

  // Then Plume is opened again with no network at all: the shell from the worker, and the learner reaches the
  // flashcards from the account and decks kept at the last visit; the page says it shows that copy.
  await context.setOffline(true);
  const coldStart = await page.reload();
  expect(coldStart?.fromServiceWorker()).toBe(true);
  await expect(main.getByRole('heading', { level: 1, name: 'Cartes mémoire' })).toBeVisible();
  await expect(main.getByTestId('kept-copy')).toHaveText(/^Hors ligne\u00a0: la page montre vos paquets tels que vus le .+, gardés sur cet appareil\.$/);
  await expect(deck).toContainText(/4 cartes · [1-4] à revoir/);
  await expect(memoryModel).toContainText(`encore ${before - 3}`);
  await expect(queue).toContainText(/Hors ligne\s: vos notes restent sur cet appareil/);
  await expectAccessible(page, '/flashcard/ (opened offline, from the kept copy)');

  // The deck opens from its kept due cards and a card is graded: the grade waits on the device.
  await deck.getByRole('button', { name: /^Réviser/ }).click();
  await expect(main.getByTestId('review-progress')).toHaveText(/^Carte 1 sur [1-4]$/);
  await page.keyboard.press('Space');
  await expect(main.getByTestId('flashcard-answer')).toBeVisible();
  await page.keyboard.press('3');
  await expect(queue.getByRole('status')).toHaveText('1 révision en attente d’envoi');

  // The network returns: the grade reaches the server, once, and the server's answers replace the kept copy.
  await context.setOffline(false);
  await expect(queue.getByRole('status')).toHaveText('1 révision en attente envoyée.');
  await main.getByRole('button', { name: /^(Retour aux paquets|Arrêter la révision)$/ }).click();
  await expect(main.getByTestId('kept-copy')).toHaveCount(0);
  await expect.poll(reviewsLeft).toBe(before - 4);
  expect(apiFromServiceWorker).toEqual([]);
});
