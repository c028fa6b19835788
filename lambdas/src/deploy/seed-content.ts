import type { SettingsPage } from '@plume/shared';

const at = '2026-11-22T00:00:00.000Z';

export const defaultSettingsPages: SettingsPage[] = [
  {
    type: 'about_us',
    title: 'À propos de Plume',
    updatedAt: at,
    body:
      "Plume aide les enfants comme les adultes à écrire un français juste, avec plaisir. Dictées guidées par l'IA, " +
      "orthographe à la voix, au clavier ou à la main, cartes mémoire à répétition espacée, mots croisés et quiz en " +
      'famille : chaque exercice dure quelques minutes et s’adapte au niveau de chacun. Un abonnement couvre toute la ' +
      'famille, avec un profil par personne et des statistiques pour suivre les progrès.',
  },
  {
    type: 'instructions',
    title: 'Comment ça marche',
    updatedAt: at,
    body:
      '1. Créez votre compte et ajoutez un profil pour chaque membre de la famille.\n' +
      '2. Choisissez une activité : dictée, orthographe, cartes mémoire, mots croisés ou quiz.\n' +
      '3. Gagnez des pièces et des badges, suivez vos statistiques et grimpez au classement.',
  },
  {
    type: 'contact_us',
    title: 'Nous contacter',
    updatedAt: at,
    body: 'Une question, une idée ? Écrivez-nous depuis le formulaire de contact : nous répondons sous deux jours ouvrés.',
  },
  {
    type: 'terms_conditions',
    title: "Conditions générales d'utilisation",
    updatedAt: at,
    body:
      "L'accès aux activités de Plume nécessite un abonnement mensuel ou annuel, résiliable à tout moment depuis votre " +
      "espace. Le titulaire du compte est responsable des profils qu'il crée, y compris ceux des mineurs. Les pièces " +
      "gagnées dans les jeux n'ont pas de valeur monétaire hors des conditions de retrait publiées dans l'application.",
  },
  {
    type: 'privacy_policy',
    title: 'Politique de confidentialité',
    updatedAt: at,
    body:
      'Nous collectons uniquement les données nécessaires au service : votre adresse e-mail, les profils de la famille ' +
      "et les résultats d'apprentissage. Elles sont hébergées dans l'Union européenne, ne sont jamais revendues, et " +
      'vous pouvez supprimer votre compte et toutes ses données à tout moment depuis vos paramètres.',
  },
];
