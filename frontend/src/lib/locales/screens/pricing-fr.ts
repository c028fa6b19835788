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
    reassurance: 'Nouveau compte : {{trialDays}} jours gratuits · Prix TTC · Paiement sécurisé · Résiliable à tout moment',
    faq: {
      title: 'Vos questions',
      body: 'Prix, résiliation, profils de la famille, données des enfants, pièces : les réponses aux questions que les familles nous posent.',
      link: 'Lire les questions fréquentes',
    },
  },
};
