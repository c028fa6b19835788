import type { HomeCatalogue } from './home-en';

/** French words of the landing page (and of the features and guest pages that reuse its parts): loaded with them. */
export const homeFr: HomeCatalogue = {
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
};
