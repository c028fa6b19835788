import type { ScreensCatalogue } from './en';

/** French words of the plans and the pricing page: their own chunk, so the prerendered `/pricing` loads only these. */
export const pricingScreenFr: Pick<ScreensCatalogue, 'plans' | 'pricing'> = {
  plans: {
    monthly: {
      name: 'Mensuel',
      per: '/ mois',
      detail: 'Résiliable à tout moment, en un clic.',
    },
    yearly: {
      name: 'Annuel',
      per: '/ an',
      detail: 'Soit {{monthly}} par mois : {{saving}} d’économie sur l’année.',
    },
    savePercent: '−{{percent}} %',
    included: {
      allActivities: 'Toutes les activités : dictée IA, orthographe, cartes mémoire, mots croisés et quiz',
      profiles: 'Jusqu’à 6 profils pour la famille, chacun avec ses progrès',
      statistics: 'Des statistiques pour suivre les progrès de chaque enfant',
      noAds: 'Aucune publicité, jamais',
    },
  },
  pricing: {
    pageTitle: 'Tarifs — Plume',
    title: 'Un abonnement pour toute la famille',
    subtitle: 'Toutes les activités, jusqu’à six profils, sans publicité. Choisissez le mois ou économisez avec l’année.',
    ctaTry: 'Essayer Plume',
    ctaSubscribe: 'S’abonner',
    reassurance: 'Prix TTC · Paiement sécurisé · Résiliable à tout moment',
    faq: {
      title: 'Vos questions',
      family: { question: 'Combien de personnes peuvent profiter d’un abonnement ?', answer: 'Jusqu’à six profils partagent un abonnement : le vôtre et ceux de vos enfants, chacun avec ses propres progrès.' },
      cancel: { question: 'Puis-je résilier à tout moment ?', answer: 'Oui, depuis votre compte, en un clic. Vous gardez toutes les activités jusqu’à la fin de la période déjà payée.' },
      devices: { question: 'Sur quels appareils Plume fonctionne-t-il ?', answer: 'Dans le navigateur d’un ordinateur, d’une tablette ou d’un téléphone : rien à installer.' },
      payment: { question: 'Le paiement est-il sécurisé ?', answer: 'Le paiement passe par Stripe, un prestataire de référence. Plume ne voit jamais votre numéro de carte.' },
    },
  },
};
