import type { Catalogue } from './en';
import serverMessagesFr from 'virtual:server-messages/fr';

/** French catalogue: the product's language. A non-breaking space sits before « : ; ? ! » as French typography asks. */
export const fr: Catalogue = {
  common: {
    skipToContent: 'Aller au contenu',
    loading: 'Chargement…',
    retry: 'Réessayer',
    reloadPage: 'Actualiser la page',
    backHome: 'Retour à l’accueil',
    logoLabel: 'Plume, accueil',
    pageLoading: 'Chargement de la page',
    closeNotification: 'Fermer la notification',
  },
  nav: {
    label: 'Navigation principale',
    pricing: 'Tarifs',
    about: 'À propos',
    signIn: 'Se connecter',
    tryPlume: 'Essayer Plume',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menuTitle: 'Menu',
  },
  language: {
    label: 'Langue',
    current: 'Langue : {{name}}',
  },
  footer: {
    tagline: 'Le français, un trait de plume après l’autre.',
    linksLabel: 'Informations',
    about: 'À propos',
    contact: 'Nous contacter',
    terms: 'Conditions générales d’utilisation',
    privacy: 'Politique de confidentialité',
    copyright: '© {{year}} Plume. Tous droits réservés.',
  },
  home: {
    pageTitle: 'Plume — le français en s’amusant, pour toute la famille',
    hero: {
      eyebrow: 'Pour les enfants comme pour les parents',
      title: 'Le plaisir d’écrire un français juste',
      subtitle:
        'Dictées guidées par l’IA, orthographe, cartes mémoire, mots croisés et quiz : Plume transforme quelques minutes par jour en vrais progrès, pour les enfants comme pour les parents.',
      primaryCta: 'Essayer Plume',
      secondaryCta: 'Voir les tarifs',
      reassurance: 'Un abonnement pour toute la famille · Sans engagement',
    },
    sample: {
      label: 'Dictée du jour',
      mistakeLabel: 'Erreur',
      correctionLabel: 'Correction',
      explanation: 'Avec l’auxiliaire « être », le participe passé s’accorde avec le sujet : « les oiseaux ».',
      reward: '+10 pièces',
    },
    steps: {
      title: 'Comment ça marche',
      items: {
        account: { title: 'Créez votre compte', description: 'Ajoutez un profil pour chaque membre de la famille, des plus jeunes aux plus grands.' },
        activity: { title: 'Choisissez une activité', description: 'Dictée, orthographe, cartes mémoire, mots croisés ou quiz : dix minutes suffisent.' },
        progress: { title: 'Suivez les progrès', description: 'Pièces, badges et statistiques entretiennent la motivation, semaine après semaine.' },
      },
    },
    features: {
      title: 'Tout pour progresser, à chacun son rythme',
      subtitle: 'Des exercices courts, qui s’adaptent au niveau de chaque membre de la famille.',
      items: {
        dictation: { title: 'Dictée IA', description: 'Des dictées lues à voix haute et corrigées aussitôt, avec l’explication de chaque faute.' },
        spelling: { title: 'Orthographe à la voix, au clavier ou à la main', description: 'Épelez à voix haute, tapez ou écrivez à la main : chacun apprend comme il préfère.' },
        flashcards: { title: 'Cartes mémoire', description: 'La répétition espacée fait revenir chaque mot au bon moment, pour le retenir durablement.' },
        crosswords: { title: 'Mots croisés', description: 'Des grilles adaptées à chaque âge pour enrichir son vocabulaire en s’amusant.' },
        quizzes: { title: 'Quiz et duels', description: 'Quiz du jour, concours et duels en direct : gagnez des pièces et des badges, seul ou entre amis.' },
        family: { title: 'Mode famille', description: 'Un seul abonnement, un profil pour chacun : les progrès de chaque enfant restent bien à part.' },
        statistics: { title: 'Statistiques', description: 'Suivez les progrès semaine après semaine et repérez d’un coup d’œil les notions à revoir.' },
      },
    },
    dictationEntry: { play: 'Faire une dictée' },
    quizEntry: {
      play: 'Jouer à un quiz',
      loginRequired: 'Pour accéder à cette fonctionnalité, veuillez vous connecter.',
    },
    closing: {
      title: 'Envie de prendre la plume ?',
      subtitle: 'Créez votre compte en une minute et ajoutez un profil pour chaque membre de la famille.',
      cta: 'Essayer Plume',
    },
  },
  guard: {
    authenticating: 'Connexion en cours…',
    checking_subscription: 'Vérification de votre abonnement…',
    staffOnly: { title: 'Réservé à l’équipe', body: 'Cette page est réservée aux membres de l’équipe Plume qui s’en occupent. Si vous devriez y avoir accès, demandez-le à un administrateur.' },
  },
  contentPage: {
    updatedAt: 'Mis à jour le {{date}}',
  },
  notFound: {
    pageTitle: 'Page introuvable — Plume',
    title: 'Page introuvable',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  maintenance: {
    pageTitle: 'Maintenance — Plume',
    title: 'Nous revenons très vite',
  },
  routeError: {
    title: 'Cette page n’a pas pu s’afficher',
    body: 'Un problème est survenu pendant son chargement. Actualiser la page suffit le plus souvent.',
  },
  messages: serverMessagesFr,
};
