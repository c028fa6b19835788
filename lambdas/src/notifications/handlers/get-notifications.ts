import * as api from '@plume/shared/endpoints';
import { badgeNames, formatMessage, message, planPrices, type BadgeType, type Language, type Plan } from '@plume/shared';
import { payoutStatuses, type PayoutStatus } from '@plume/shared/payouts/rules';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { listNotifications } from '#notifications/data/notifications';

/** The profile's notifications, newest first, worded in the caller's language. */
export const handler = httpHandler(api.getNotifications, async ({ body, identity, language }) => {
  const [, all] = await Promise.all([assertOwnProfile(identity, body.profileId), listNotifications(body.profileId)]);
  const items = all.slice(0, body.limit ?? 50).map((n) => ({
    id: n.id, type: n.type, createdAt: n.createdAt, read: n.read,
    ...(n.type === 'payout' ? payoutWording(n.params, language) : n.type === 'contest' ? contestWording(n.params, language) : n.type === 'trial' ? trialWording(n.params, language) : n.type === 'family-challenge' ? challengeWording(n.params, language) : {
      title: message('badge_unlocked', language),
      body: badgeNames[n.params.badge as BadgeType]?.[language] ?? n.params.badge,
    }),
    ...(n.params.badge ? { badge: n.params.badge } : {}),
  }));
  return { message: 'notifications_loaded', data: { total: all.length, unread: all.filter((n) => !n.read).length, items } };
});

const payoutTitles = { pending: 'payout_notification_requested', approved: 'payout_notification_approved', paid: 'payout_notification_paid', rejected: 'payout_notification_rejected' } as const;

/** « Demande de paiement validée » / « 6 000 pièces · 6,00 € », with finance's reason on a rejection. */
function payoutWording(params: Record<string, string>, language: Language): { title: string; body: string } {
  const status: PayoutStatus = payoutStatuses.find((s) => s === params.status) ?? 'pending';
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const coins = new Intl.NumberFormat(locale).format(Number(params.coins));
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(Number(params.cents) / 100);
  const amount = `${coins} ${language === 'fr' ? 'pièces' : 'coins'} · ${euros}`;
  return { title: message(payoutTitles[status], language), body: params.reason ? `${amount} — ${params.reason}` : amount };
}

/** « Résultats du concours » / « « Grand concours » : 1ʳᵉ place, 500 pièces gagnées ». */
function contestWording(params: Record<string, string>, language: Language): { title: string; body: string } {
  const coins = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB').format(Number(params.coins));
  const rank = params.rank ?? '';
  const place = language === 'fr' ? `${rank}${rank === '1' ? 'ʳᵉ' : 'ᵉ'}` : rank;
  return { title: message('contest_notification_title', language), body: formatMessage('contest_notification_body', language, { title: params.title ?? '', place, coins }) };
}

/** « Votre essai gratuit se termine le 13 décembre » / « Ensuite, 7,99 € par mois… ». */
function trialWording(params: Record<string, string>, language: Language): { title: string; body: string } {
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' }).format(new Date(params.endsAt ?? Date.now()));
  const plan = planPrices[params.plan as Plan] ?? planPrices.monthly;
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(plan.amountCents / 100);
  return {
    title: formatMessage('trial_ending_notification_title', language, { date }),
    body: formatMessage(plan.interval === 'year' ? 'trial_ending_notification_body_yearly' : 'trial_ending_notification_body_monthly', language, { price }),
  };
}

/** « Papa vous lance un défi » / « Sciences · 820 points à battre »; then « Léa a relevé votre défi » / « Vous avez gagné : 820 points contre 640. ». */
function challengeWording(params: Record<string, string>, language: Language): { title: string; body: string } {
  const number = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB');
  const values = { from: params.from ?? '', category: params.category ?? '', points: number.format(Number(params.points)), yours: number.format(Number(params.yours)) };
  if (params.stage === 'open') {
    return { title: formatMessage('family_challenge_notification_open', language, values), body: formatMessage('family_challenge_notification_open_body', language, values) };
  }
  const outcome = params.winner === 'challenger' ? 'family_challenge_notification_won' : params.winner === 'opponent' ? 'family_challenge_notification_lost' : 'family_challenge_notification_draw';
  return { title: formatMessage('family_challenge_notification_finished', language, values), body: formatMessage(outcome, language, values) };
}
