/**
 * The catalogue of every message the server sends to a person. French is the product's language; English sits
 * beside it for the English catalogue. Handlers name a key; the response carries the text in the caller's language.
 */
export const messages = {
  // generic API
  ok: { fr: 'Succès', en: 'Success' },
  invalid_json: { fr: "Le corps de la requête n'est pas un JSON valide.", en: 'The request body is not valid JSON.' },
  invalid_request: { fr: 'La requête contient des données invalides.', en: 'The request contains invalid data.' },
  payload_too_large: { fr: 'La requête est trop volumineuse (256 Ko au maximum).', en: 'The request is too large (256 KB at most).' },
  route_not_found: { fr: "Cette adresse d'API n'existe pas.", en: 'This API address does not exist.' },
  method_not_allowed: { fr: "Cette méthode n'est pas autorisée ici.", en: 'This method is not allowed here.' },
  unauthorized: { fr: 'Veuillez vous connecter pour continuer.', en: 'Please sign in to continue.' },
  forbidden: { fr: "Vous n'avez pas accès à cette ressource.", en: 'You do not have access to this resource.' },
  subscription_required: { fr: 'Un abonnement actif est nécessaire pour accéder à cette fonctionnalité.', en: 'An active subscription is required for this feature.' },
  internal_error: { fr: 'Une erreur inattendue est survenue. Veuillez réessayer.', en: 'Something went wrong. Please try again.' },
  network_error: { fr: 'Impossible de joindre le serveur. Vérifiez votre connexion.', en: 'Cannot reach the server. Check your connection.' },
  starting: { fr: 'Plume démarre… réessayez dans un instant.', en: 'Plume is starting… try again in a moment.' },
  maintenance: { fr: 'Plume est en maintenance. Nous revenons très vite !', en: 'Plume is under maintenance. We will be back very soon!' },
  // one field of a request, with {placeholders} filled in by issueMessage()
  field_required: { fr: 'Ce champ est obligatoire.', en: 'This field is required.' },
  field_type: { fr: 'Type attendu : {expected}.', en: 'Expected type: {expected}.' },
  field_too_long: { fr: '{maximum} caractères au maximum.', en: '{maximum} characters at most.' },
  field_too_short: { fr: '{minimum} caractères au minimum.', en: '{minimum} characters at least.' },
  field_too_big: { fr: 'La valeur doit être au plus {maximum}.', en: 'The value must be at most {maximum}.' },
  field_too_small: { fr: 'La valeur doit être au moins {minimum}.', en: 'The value must be at least {minimum}.' },
  field_too_many: { fr: '{maximum} éléments au maximum.', en: '{maximum} items at most.' },
  field_too_few: { fr: '{minimum} éléments au minimum.', en: '{minimum} items at least.' },
  field_email: { fr: 'Adresse e-mail invalide.', en: 'Invalid e-mail address.' },
  field_format: { fr: 'Format invalide.', en: 'Invalid format.' },
  field_choice: { fr: 'Valeur non reconnue. Valeurs possibles : {values}.', en: 'Unknown value. Possible values: {values}.' },
  field_unknown_keys: { fr: 'Champ non reconnu : {keys}.', en: 'Unknown field: {keys}.' },
  field_invalid: { fr: 'Valeur invalide.', en: 'Invalid value.' },
  too_many_requests: { fr: 'Trop de demandes en peu de temps. Patientez un instant, puis réessayez.', en: 'Too many requests in a short time. Wait a moment, then try again.' },
  // settings
  settings_loaded: { fr: 'Paramètres chargés', en: 'Settings loaded' },
  settings_not_found: { fr: "Ce type de paramètre n'existe pas.", en: 'This settings type does not exist.' },
  settings_updated: { fr: 'Paramètres mis à jour avec succès', en: 'Settings updated successfully' },
  system_configurations_loaded: { fr: 'Configuration chargée', en: 'Configuration loaded' },
  // accounts and family profiles
  account_loaded: { fr: 'Compte chargé', en: 'Account loaded' },
  account_deleted: { fr: 'Ce compte a été supprimé.', en: 'This account has been deleted.' },
  account_deactivated: { fr: "Votre compte a été désactivé ! Veuillez contacter l'administrateur.", en: 'Your account has been deactivated! Please contact admin' },
  successfully_updated: { fr: 'Mis à jour avec succès', en: 'successfully updated' },
  successfully_deleted: { fr: 'Supprimé avec succès', en: 'Successfully Delete' },
  profile_update_demo: { fr: "La modification du profil n'est pas autorisée dans la version de démonstration.", en: 'Profile update is not allowed in demo version' },
  profile_limit: { fr: 'Un compte peut avoir 6 profils au maximum.', en: 'An account can have at most 6 profiles.' },
  account_not_found: { fr: "Ce compte n'existe pas.", en: 'This account does not exist.' },
  profile_not_found: { fr: "Ce profil n'existe pas.", en: 'This profile does not exist.' },
  profile_holder_locked: { fr: 'Le profil du titulaire du compte ne peut pas être supprimé.', en: "The account holder's profile cannot be deleted." },
  profile_pin_wrong: { fr: 'Code incorrect. Veuillez réessayer.', en: 'Wrong code. Please try again.' },
  profile_pin_ok: { fr: 'Profil déverrouillé', en: 'Profile unlocked' },
  profile_pin_locked: { fr: "Trop d'essais : ce profil est verrouillé pendant 15 minutes.", en: 'Too many tries: this profile is locked for 15 minutes.' },
  profile_unlock_required: { fr: 'Ce profil est protégé par un code : saisissez-le pour continuer.', en: 'This profile is protected by a code: enter it to continue.' },
  name_invalid_characters: { fr: 'Le nom contient des caractères non autorisés.', en: 'The name contains characters that are not allowed.' },
  // subscription
  subscription_active: { fr: 'Votre abonnement est actif.', en: 'Your subscription is active.' },
  subscription_inactive: { fr: "Vous n'avez pas d'abonnement actif.", en: 'You have no active subscription.' },
  subscription_email_mismatch: { fr: 'Vous ne pouvez consulter que votre propre abonnement.', en: 'You can only check your own subscription.' },
  subscription_cancel_scheduled: { fr: "Votre abonnement prendra fin à l'échéance de la période payée.", en: 'Your subscription will end when the paid period does.' },
  subscription_not_found: { fr: "Vous n'avez pas d'abonnement à résilier.", en: 'You have no subscription to cancel.' },
  checkout_started: { fr: 'Redirection vers le paiement sécurisé…', en: 'Redirecting to secure payment…' },
  subscription_already_active: { fr: 'Votre abonnement est déjà actif.', en: 'Your subscription is already active.' },
  payment_provider_error: { fr: 'Le service de paiement ne répond pas. Veuillez réessayer.', en: 'The payment service is not responding. Please try again.' },
  stripe_signature_invalid: { fr: 'Signature du webhook invalide.', en: 'Invalid webhook signature.' },
  contact_received: { fr: 'Merci ! Votre message a bien été envoyé. Nous vous répondons sous deux jours ouvrés.', en: 'Thank you! Your message has been sent. We reply within two working days.' },
  // coins and quiz play
  coin_history_loaded: { fr: 'Historique des pièces chargé', en: 'Coin history loaded' },
  not_enough_coins: { fr: "Vous n'avez pas assez de pièces.", en: "You Don't have enough coins" },
  lifeline_already_used: { fr: 'Joker déjà utilisé.', en: 'Lifeline already used' },
  lifeline_not_allowed: { fr: "Ce joker n'est pas autorisé.", en: 'This Lifeline is not allowed' },
  level_locked: { fr: 'Ce niveau est verrouillé. Jouez les niveaux précédents pour le débloquer.', en: 'This Level is Locked. Play previous levels to unlock' },
  no_questions_found: { fr: 'Aucune question trouvée.', en: 'No Questions Found' },
  categories_loaded: { fr: 'Catégories chargées', en: 'Categories loaded' },
  levels_loaded: { fr: 'Niveaux chargés', en: 'Levels loaded' },
  quiz_started: { fr: 'Bonne partie !', en: 'Have a good game!' },
  answer_recorded: { fr: 'Réponse enregistrée', en: 'Answer recorded' },
  answer_already_given: { fr: 'Vous avez déjà répondu à cette question.', en: 'You have already answered this question.' },
  // dictations
  dictations_loaded: { fr: 'Dictées chargées', en: 'Dictations loaded' },
  dictation_started: { fr: 'Dictée prête : écoutez bien !', en: 'Dictation ready: listen carefully!' },
  dictation_graded: { fr: 'Dictée corrigée', en: 'Dictation corrected' },
  dictation_history_loaded: { fr: 'Historique des dictées chargé', en: 'Dictation history loaded' },
  dictation_settings_saved: { fr: 'Réglages de dictée enregistrés', en: 'Dictation settings saved' },
  dictation_not_found: { fr: "Cette dictée n'existe pas.", en: 'This dictation does not exist.' },
  dictation_attempt_not_found: { fr: "Cette dictée n'a pas été commencée ou a expiré. Recommencez-la.", en: 'This dictation was not started or has expired. Start it again.' },
  game_not_found: { fr: "Cette partie n'existe pas ou est terminée.", en: 'This game does not exist or is over.' },
  lifeline_used: { fr: 'Joker utilisé', en: 'Lifeline used' },
  question_time_over: { fr: 'Le temps est écoulé pour cette question : les jokers ne sont plus possibles.', en: 'Time is up for this question: lifelines can no longer be used.' },
  question_timed_out: { fr: 'Temps écoulé : la question est comptée comme non répondue.', en: 'Time is up: the question counts as unanswered.' },
  no_quizzes_available: { fr: "Aucun quiz disponible ! Veuillez activer le quiz.", en: 'No quizzes available! Please enable Quiz' },
  game_loaded: { fr: 'Partie chargée', en: 'Game loaded' },
  next_question: { fr: 'Question suivante', en: 'Next question' },
  daily_already_played: { fr: "Vous avez déjà joué le quiz du jour. Revenez demain !", en: 'You have already played today’s quiz. Come back tomorrow!' },
  daily_loaded: { fr: 'Quiz du jour chargé', en: 'Daily quiz loaded' },
  passages_loaded: { fr: 'Textes chargés', en: 'Passages loaded' },
  select_question_count: { fr: 'Veuillez choisir le nombre de questions.', en: 'Please select Number of Questions' },
  select_timer: { fr: 'Veuillez choisir la durée.', en: 'Please select Number of Timer' },
  question_not_served: { fr: "Cette question n'a pas encore été posée.", en: 'This question has not been asked yet.' },
  question_not_answered: { fr: "Répondez d'abord à cette question.", en: 'Answer this question first.' },
  question_bookmarked: { fr: 'Question ajoutée aux favoris', en: 'Question bookmarked' },
  bookmarks_loaded: { fr: 'Favoris chargés', en: 'Bookmarks loaded' },
  question_removed_from_bookmark: { fr: 'Question retirée des favoris', en: 'Question removed from Bookmark' },
  bookmark_remove_failed: { fr: 'Impossible de retirer cette question des favoris.', en: 'Cannot Remove Question from Bookmark' },
  question_reported: { fr: 'Question signalée avec succès', en: 'Question Reported successfully' },
  question_already_reported: { fr: 'Vous avez déjà signalé cette question.', en: 'You have already reported this question.' },
  badges_loaded: { fr: 'Badges chargés', en: 'Badges loaded' },
  badge_unlocked: { fr: 'Vous avez débloqué un nouveau badge', en: 'You have unlocked new badge' },
  leaderboard_loaded: { fr: 'Classement chargé', en: 'Leaderboard loaded' },
  notifications_loaded: { fr: 'Notifications chargées', en: 'Notifications loaded' },
  notifications_marked_read: { fr: 'Notifications marquées comme lues', en: 'Notifications marked as read' },
  statistics_loaded: { fr: 'Statistiques chargées', en: 'Statistics loaded' },
  questions_loaded: { fr: 'Questions chargées', en: 'Questions loaded' },
  question_saved: { fr: 'Question enregistrée', en: 'Question saved' },
  questions_imported: { fr: 'Questions importées', en: 'Questions imported' },
  import_rejected: { fr: "Import refusé : corrigez les lignes signalées, rien n'a été enregistré.", en: 'Import rejected: fix the lines shown, nothing was saved.' },
  reports_loaded: { fr: 'Signalements chargés', en: 'Reports loaded' },
  // realtime
  ws_unknown_action: { fr: 'Action inconnue.', en: 'Unknown action.' },
  ws_invalid_message: { fr: 'Message invalide : un objet JSON avec un champ « action » est attendu.', en: 'Invalid message: a JSON object with an "action" field is expected.' },
  pong: { fr: 'pong', en: 'pong' },
  // crosswords
  crosswords_loaded: { fr: 'Mots croisés chargés', en: 'Crosswords loaded' },
  crossword_started: { fr: 'Nouvelle grille prête : à vos crayons !', en: 'New grid ready: pencils at the ready!' },
  crossword_checked: { fr: 'Grille vérifiée', en: 'Grid checked' },
  crossword_solved: { fr: 'Bravo, la grille est juste !', en: 'Well done, the grid is right!' },
  crossword_revealed: { fr: 'Lettres révélées', en: 'Letters revealed' },
  crossword_not_found: { fr: "Cette grille n'existe pas ou a expiré. Commencez-en une nouvelle.", en: 'This grid does not exist or has expired. Start a new one.' },
  crossword_unavailable: { fr: "Aucune grille ne peut être créée pour ce niveau pour l'instant.", en: 'No grid can be made for this level right now.' },
  crossword_entries_size: { fr: 'Les lettres envoyées ne correspondent pas à la taille de la grille.', en: 'The letters sent do not match the size of the grid.' },
  crossword_cell_unknown: { fr: "Cette case n'est pas une case à remplir de la grille.", en: 'This cell is not a cell of the grid to fill.' },
  crossword_word_unknown: { fr: "Ce mot n'existe pas dans la grille.", en: 'This word is not in the grid.' },
  crossword_not_enough_coins: { fr: "Vous n'avez pas assez de pièces pour cette aide. Résolvez des grilles ou jouez aux quiz pour en gagner.", en: 'You do not have enough coins for this help. Solve grids or play quizzes to earn some.' },
  // flashcards
  flashcard_decks_loaded: { fr: 'Paquets chargés', en: 'Decks loaded' },
  flashcards_loaded: { fr: 'Cartes chargées', en: 'Cards loaded' },
  flashcard_reviewed: { fr: 'Révision enregistrée', en: 'Review saved' },
  flashcard_deck_created: { fr: 'Paquet créé', en: 'Deck created' },
  flashcard_added: { fr: 'Carte ajoutée', en: 'Card added' },
  flashcard_deleted: { fr: 'Carte supprimée', en: 'Card deleted' },
  flashcard_settings_loaded: { fr: 'Réglages des cartes chargés', en: 'Flashcard settings loaded' },
  flashcard_settings_saved: { fr: 'Objectif de mémorisation enregistré', en: 'Retention target saved' },
  flashcard_statistics_loaded: { fr: 'Statistiques des cartes chargées', en: 'Flashcard statistics loaded' },
  flashcard_deck_not_found: { fr: "Ce paquet n'existe pas.", en: 'This deck does not exist.' },
  flashcard_not_found: { fr: "Cette carte n'existe pas.", en: 'This card does not exist.' },
  flashcard_deck_limit: { fr: 'Vous avez atteint le nombre maximal de paquets (50).', en: 'You have reached the maximum number of decks (50).' },
  flashcard_card_limit: { fr: 'Ce paquet est plein (2 000 cartes au plus).', en: 'This deck is full (2,000 cards at most).' },
  flashcard_already_exists: { fr: 'Ce mot est déjà dans ce paquet.', en: 'This word is already in this deck.' },
  flashcard_review_conflict: { fr: 'Cette carte vient d’être révisée ailleurs : rechargez-la.', en: 'This card was just reviewed elsewhere: reload it.' },
  // realtime battles (the English of the seed's room messages kept as the seed writes them)
  room_code_required: { fr: 'Veuillez saisir un code de salle.', en: 'Please enter a room code' },
  room_code_invalid: { fr: 'Code de salle invalide : 6 caractères, lettres et chiffres.', en: 'Invalid Room Code' },
  room_code_not_valid: { fr: "Ce code de salle n'est pas valide.", en: 'Room code is not valid' },
  room_full: { fr: 'La salle est complète.', en: 'Room is full' },
  player_not_joined: { fr: "Votre adversaire n'a pas encore rejoint la salle.", en: 'Player is not join yet' },
  room_deleted_by_owner: { fr: 'La salle a été supprimée par son créateur.', en: 'Room is deleted by owner' },
  room_deleted: { fr: 'La salle a été supprimée.', en: 'Room is deleted' },
  battle_already_answered: { fr: 'Déjà répondu : seule votre première réponse compte.', en: 'Already answered: only your first answer counts.' },
  battle_not_found: { fr: "Ce duel n'existe pas ou vous n'y participez pas.", en: 'This battle does not exist or you are not in it.' },
  battle_owner_only: { fr: 'Seul le créateur de la salle peut lancer la partie.', en: 'Only the room owner can start the game.' },
  battle_already_started: { fr: 'La partie a déjà commencé.', en: 'The game has already started.' },
  battle_not_playing: { fr: "La partie n'est pas en cours.", en: 'The game is not in progress.' },
  battle_question_closed: { fr: 'Temps écoulé : cette réponse arrive après la fin de la question.', en: "Time's up: this answer arrived after the question closed." },
  battle_question_not_open: { fr: "Cette question n'est pas encore affichée.", en: 'This question is not shown yet.' },
  battle_not_enough_coins: { fr: "Vous n'avez pas assez de pièces pour la mise de cette salle.", en: 'You do not have enough coins for this room’s entry fee.' },
  battle_bot_easy: { fr: 'Plumo (débutant)', en: 'Plumo (beginner)' },
  battle_bot_medium: { fr: 'Plumo (confirmé)', en: 'Plumo (skilled)' },
  battle_bot_hard: { fr: 'Plumo (expert)', en: 'Plumo (expert)' },
  opponent_left: { fr: 'Votre adversaire a quitté la partie !', en: 'Opponent has left the game!' },
} as const satisfies Record<string, { fr: string; en: string }>;

export type MessageKey = keyof typeof messages;
export type Language = 'fr' | 'en';

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export function message(key: MessageKey, language: Language = 'fr'): string {
  return messages[key][language];
}

/** A catalogue message with `{name}` placeholders filled in. */
export function formatMessage(key: MessageKey, language: Language, params: Record<string, string | number>): string {
  return message(key, language).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Picks the catalogue language from an Accept-Language header: English when English is preferred, else French. */
export function languageFromHeader(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'fr';
}
