import type { Catalogue } from './en';
import shellMessagesFr from 'virtual:server-messages/fr/shell';

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
    custom: 'Personnalisé',
    customShort: 'Perso',
  },
  footer: {
    tagline: 'Le français, un trait de plume après l’autre.',
    linksLabel: 'Informations',
    about: 'À propos',
    faq: 'Questions fréquentes',
    contact: 'Nous contacter',
    terms: 'Conditions générales d’utilisation',
    privacy: 'Politique de confidentialité',
    copyright: '© {{year}} Plume. Tous droits réservés.',
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
  messages: shellMessagesFr,
};
