import { healthSchema } from './api.ts';
import {
  abandonCheckoutRequestSchema, abandonCheckoutResponseSchema, cancelScheduledSchema, cancelSubscriptionRequestSchema, checkoutStartedSchema, createCheckoutSessionRequestSchema,
} from './billing.ts';
import {
  accountDeletedSchema, accountSchema, accountStatusSetSchema, callerSchema, checkSubscriptionRequestSchema, coinHistoryRequestSchema, coinHistorySchema, contactReceivedSchema,
  contactRequestSchema, createProfileRequestSchema, deleteAccountRequestSchema, newUserClearedSchema, profileDeletedSchema, profileIdRequestSchema, profileSchema,
  profileUnlockSchema, setAccountStatusRequestSchema, subscriptionCheckSchema, updateProfileRequestSchema, updateUserRequestSchema, verifyProfilePinRequestSchema,
} from './account.ts';
import { emptyBody, endpoint } from './endpoint.ts';
import {
  answerRequestSchema, dailyQuizSchema, funAndLearnListRequestSchema, funAndLearnPassagesSchema, gameRequestSchema, mathManiaLevelsRequestSchema, nextQuestionRequestSchema, profileRequestSchema,
  startGameRequestSchema,
} from './quiz/modes.ts';
import {
  adminImportQuestionsRequestSchema, adminListQuestionsRequestSchema, adminListReportsRequestSchema, adminQuestionListSchema, adminQuestionSavedSchema, adminSaveQuestionRequestSchema,
  answeredQuestionRequestSchema, bookmarkRefSchema, bookmarksSchema, profileBadgesSchema, statisticsSchema, leaderboardRequestSchema, leaderboardSchema, markNotificationsReadRequestSchema,
  notificationsMarkedReadSchema, notificationsRequestSchema, notificationsSchema, questionImportSchema, questionReportedSchema, questionReportListSchema, removeBookmarkRequestSchema,
  reportQuestionRequestSchema,
} from './quiz/play-requests.ts';
import {
  answeredSchema, gameSetupSchema, getLevelsRequestSchema, levelsSchema, lifelineResultSchema, nextQuestionSchema, quizCategoriesSchema, resumedGameSchema, useLifelineRequestSchema,
} from './quiz/quiz.ts';
import {
  customLanguageSchema, getSettingsRequestSchema, settingsPageSchema, systemConfigurationSchema, updateCustomLanguageRequestSchema, updateSystemConfigurationSchema,
} from './settings.ts';
import {
  dictationCatalogueSchema, dictationHistoryRequestSchema, dictationHistorySchema, dictationListRequestSchema, dictationResultSchema,
  dictationSessionSchema, startDictationRequestSchema, startPersonalDictationRequestSchema, submitDictationRequestSchema,
  updateDictationSettingsRequestSchema, saveDictationCopyRequestSchema, dictationCopySavedSchema, resumeDictationRequestSchema,
} from './dictation/api.ts';
import { dictationSettingsSchema } from './dictation/correction.ts';
import {
  checkCrosswordRequestSchema, crosswordCheckSchema, crosswordListSchema, crosswordPuzzleSchema, crosswordRevealSchema, listCrosswordsRequestSchema,
  revealCrosswordRequestSchema, startCrosswordRequestSchema,
} from './crosswords/api.ts';
import {
  crosswordResumeSchema, crosswordSavedSchema, getCrosswordRequestSchema, saveCrosswordRequestSchema, startMistakesCrosswordRequestSchema,
} from './crosswords/api.ts';
import {
  addFlashcardRequestSchema, addLevelFlashcardDeckRequestSchema, createFlashcardDeckRequestSchema, deleteFlashcardRequestSchema, dueFlashcardsRequestSchema, dueFlashcardsSchema,
  flashcardCreatedSchema, flashcardDeckCreatedSchema, flashcardDecksSchema, flashcardDeletedSchema, flashcardProfileRequestSchema, flashcardReviewedSchema,
  flashcardStatisticsSchema, reviewFlashcardRequestSchema, updateFlashcardSettingsRequestSchema,
} from './flashcards/api.ts';
import { flashcardSettingsSchema } from './flashcards/model.ts';
import {
  answerSpellingRequestSchema, deleteSpellingListRequestSchema, finishSpellingRequestSchema, saveSpellingListRequestSchema, searchSpellingWordsRequestSchema,
  spellingCatalogueSchema, spellingListDeletedSchema, spellingListSchema, spellingListsSchema, spellingProfileRequestSchema, spellingResultsSchema,
  spellingSessionSchema, spellingStatisticsSchema, spellingVerdictSchema, spellingWordSearchSchema, startSpellingRequestSchema,
} from './spelling/api.ts';
import {
  familyPayoutSchema, financeListPayoutsRequestSchema, financePayoutListSchema, financePayoutReviewedSchema, financeReviewPayoutRequestSchema,
  requestPayoutRequestSchema, walletRequestSchema, walletSchema,
} from './payouts/api.ts';
import { claimReferralRequestSchema, getReferralRequestSchema, referralClaimedSchema, referralSchema } from './referrals/api.ts';
import {
  answerExamQuestionRequestSchema, createExamRequestSchema, examAnswerSavedSchema, examAttemptRequestSchema, examAttemptSchema, examAttemptsSchema, examCreatedSchema,
  examHeartbeatSchema, examinatorExamListSchema, examinatorExamRequestSchema, examProfileRequestSchema, learnerExamListSchema, reportExamViolationRequestSchema, startExamRequestSchema,
} from './exams/api.ts';
import {
  adminAccountListSchema, adminListAccountsRequestSchema, adminListDeadLettersRequestSchema, adminRedriveDeadLetterRequestSchema, deadLetterListSchema,
  deadLetterRedrivenSchema,
} from './admin/api.ts';
import {
  adminContestEntriesSchema, adminContestListSchema, adminContestRequestSchema, adminContestSavedSchema, contestJoinedSchema, contestLeaderboardSchema,
  contestListsSchema, contestProfileRequestSchema, contestRequestSchema, saveContestRequestSchema,
} from './contests/api.ts';
import { battleStatisticsRequestSchema, battleStatisticsSchema } from './battles/stats-api.ts';
import { adminGetMetricsRequestSchema, businessMetricsSchema } from './admin/metrics.ts';
import {
  contributeHandwritingRequestSchema, exportHandwritingSamplesRequestSchema, handwritingConsentSchema, handwritingContributedSchema, handwritingSamplesPageSchema,
  setHandwritingConsentRequestSchema,
} from './spelling/handwriting-samples.ts';
import { adminAddSpellingWordRequestSchema, adminListSpellingWordsRequestSchema, adminSpellingWordListSchema, adminSpellingWordSavedSchema, adminUpdateSpellingWordRequestSchema } from './spelling/admin.ts';
import {
  adminAddDictationPassageRequestSchema, adminDictationPassageListSchema, adminDictationPassageSavedSchema, adminListDictationPassagesRequestSchema,
  adminUpdateDictationPassageRequestSchema,
} from './dictation/admin.ts';

/*
 * Every HTTP endpoint of Plume (seed §7). One export each, marked pure, so a page bundles only the contracts it calls
 * (and the schemas they name). The manifest (`lambdas/src/routes.ts`) gives each its handler and auth level.
 */

// public
export const health = /* @__PURE__ */ endpoint('health', emptyBody, healthSchema, 'GET');
export const getSettings = /* @__PURE__ */ endpoint('get_settings', getSettingsRequestSchema, settingsPageSchema);
export const getSystemConfigurations = /* @__PURE__ */ endpoint('get_system_configurations', emptyBody, systemConfigurationSchema);
export const getCustomLanguage = /* @__PURE__ */ endpoint('get_custom_language', emptyBody, customLanguageSchema);
export const submitContact = /* @__PURE__ */ endpoint('contact', contactRequestSchema, contactReceivedSchema);
// account and family
export const getMe = /* @__PURE__ */ endpoint('me', emptyBody, callerSchema, 'GET');
export const getUser = /* @__PURE__ */ endpoint('get_user', emptyBody, accountSchema);
export const updateUser = /* @__PURE__ */ endpoint('update_user', updateUserRequestSchema, accountSchema);
export const clearNewUser = /* @__PURE__ */ endpoint('clear_new_user', emptyBody, newUserClearedSchema);
export const deleteAccount = /* @__PURE__ */ endpoint('delete_account', deleteAccountRequestSchema, accountDeletedSchema);
export const createProfile = /* @__PURE__ */ endpoint('create_profile', createProfileRequestSchema, profileSchema);
export const updateProfile = /* @__PURE__ */ endpoint('update_profile', updateProfileRequestSchema, profileSchema);
export const deleteProfile = /* @__PURE__ */ endpoint('delete_profile', profileIdRequestSchema, profileDeletedSchema);
export const verifyProfilePin = /* @__PURE__ */ endpoint('verify_profile_pin', verifyProfilePinRequestSchema, profileUnlockSchema);
export const checkSubscription = /* @__PURE__ */ endpoint('checkSubscription', checkSubscriptionRequestSchema, subscriptionCheckSchema);
// quiz
export const getQuizCategories = /* @__PURE__ */ endpoint('get_quiz_categories', emptyBody, quizCategoriesSchema);
export const getLevels = /* @__PURE__ */ endpoint('get_levels', getLevelsRequestSchema, levelsSchema);
export const getMathManiaLevels = /* @__PURE__ */ endpoint('get_math_mania_levels', mathManiaLevelsRequestSchema, levelsSchema);
export const getDailyQuiz = /* @__PURE__ */ endpoint('get_daily_quiz', profileRequestSchema, dailyQuizSchema);
export const getFunAndLearn = /* @__PURE__ */ endpoint('get_fun_and_learn', funAndLearnListRequestSchema, funAndLearnPassagesSchema);
export const startQuiz = /* @__PURE__ */ endpoint('start_quiz', startGameRequestSchema, gameSetupSchema);
export const getGame = /* @__PURE__ */ endpoint('get_game', gameRequestSchema, resumedGameSchema);
export const nextQuestion = /* @__PURE__ */ endpoint('next_question', nextQuestionRequestSchema, nextQuestionSchema);
export const answerQuiz = /* @__PURE__ */ endpoint('answer_quiz', answerRequestSchema, answeredSchema);
export const useLifeline = /* @__PURE__ */ endpoint('use_lifeline', useLifelineRequestSchema, lifelineResultSchema);
export const bookmarkQuestion = /* @__PURE__ */ endpoint('bookmark_question', answeredQuestionRequestSchema, bookmarkRefSchema);
export const getBookmarks = /* @__PURE__ */ endpoint('get_bookmarks', profileRequestSchema, bookmarksSchema);
export const removeBookmark = /* @__PURE__ */ endpoint('remove_bookmark', removeBookmarkRequestSchema, bookmarkRefSchema);
export const reportQuestion = /* @__PURE__ */ endpoint('report_question', reportQuestionRequestSchema, questionReportedSchema);
// economy
export const getCoinHistory = /* @__PURE__ */ endpoint('get_coin_history', coinHistoryRequestSchema, coinHistorySchema);
export const getBadges = /* @__PURE__ */ endpoint('get_badges', profileRequestSchema, profileBadgesSchema);
export const getLeaderboard = /* @__PURE__ */ endpoint('get_leaderboard', leaderboardRequestSchema, leaderboardSchema);
export const getNotifications = /* @__PURE__ */ endpoint('get_notifications', notificationsRequestSchema, notificationsSchema);
export const markNotificationsRead = /* @__PURE__ */ endpoint('mark_notifications_read', markNotificationsReadRequestSchema, notificationsMarkedReadSchema);
export const getStatistics = /* @__PURE__ */ endpoint('get_statistics', profileRequestSchema, statisticsSchema);
// dictation
export const getDictations = /* @__PURE__ */ endpoint('get_dictations', dictationListRequestSchema, dictationCatalogueSchema);
export const startDictation = /* @__PURE__ */ endpoint('start_dictation', startDictationRequestSchema, dictationSessionSchema);
export const startPersonalDictation = /* @__PURE__ */ endpoint('start_personal_dictation', startPersonalDictationRequestSchema, dictationSessionSchema);
export const submitDictation = /* @__PURE__ */ endpoint('submit_dictation', submitDictationRequestSchema, dictationResultSchema);
export const saveDictationCopy = /* @__PURE__ */ endpoint('save_dictation_copy', saveDictationCopyRequestSchema, dictationCopySavedSchema);
export const resumeDictation = /* @__PURE__ */ endpoint('resume_dictation', resumeDictationRequestSchema, dictationSessionSchema);
export const getDictationHistory = /* @__PURE__ */ endpoint('get_dictation_history', dictationHistoryRequestSchema, dictationHistorySchema);
export const updateDictationSettings = /* @__PURE__ */ endpoint('update_dictation_settings', updateDictationSettingsRequestSchema, dictationSettingsSchema);
// subscription
export const createCheckoutSession = /* @__PURE__ */ endpoint('create_checkout_session', createCheckoutSessionRequestSchema, checkoutStartedSchema);
export const cancelSubscription = /* @__PURE__ */ endpoint('cancel_subscription', cancelSubscriptionRequestSchema, cancelScheduledSchema);
export const abandonCheckout = /* @__PURE__ */ endpoint('abandon_checkout', abandonCheckoutRequestSchema, abandonCheckoutResponseSchema);
// staff
export const adminSetAccountStatus = /* @__PURE__ */ endpoint('admin/set_account_status', setAccountStatusRequestSchema, accountStatusSetSchema);
export const adminUpdateSystemConfigurations = /* @__PURE__ */ endpoint('admin/update_system_configurations', updateSystemConfigurationSchema, systemConfigurationSchema);
export const adminUpdateCustomLanguage = /* @__PURE__ */ endpoint('admin/update_custom_language', updateCustomLanguageRequestSchema, customLanguageSchema);
export const adminListQuestions = /* @__PURE__ */ endpoint('admin/list_questions', adminListQuestionsRequestSchema, adminQuestionListSchema);
export const adminSaveQuestion = /* @__PURE__ */ endpoint('admin/save_question', adminSaveQuestionRequestSchema, adminQuestionSavedSchema);
export const adminImportQuestions = /* @__PURE__ */ endpoint('admin/import_questions', adminImportQuestionsRequestSchema, questionImportSchema);
export const adminListReports = /* @__PURE__ */ endpoint('admin/list_reports', adminListReportsRequestSchema, questionReportListSchema);
// crosswords
export const getCrosswords = /* @__PURE__ */ endpoint('get_crosswords', listCrosswordsRequestSchema, crosswordListSchema);
export const startCrossword = /* @__PURE__ */ endpoint('start_crossword', startCrosswordRequestSchema, crosswordPuzzleSchema);
export const checkCrossword = /* @__PURE__ */ endpoint('check_crossword', checkCrosswordRequestSchema, crosswordCheckSchema);
export const revealCrossword = /* @__PURE__ */ endpoint('reveal_crossword', revealCrosswordRequestSchema, crosswordRevealSchema);
// flashcards
export const getFlashcardDecks = /* @__PURE__ */ endpoint('get_flashcard_decks', flashcardProfileRequestSchema, flashcardDecksSchema);
export const getDueFlashcards = /* @__PURE__ */ endpoint('get_due_flashcards', dueFlashcardsRequestSchema, dueFlashcardsSchema);
export const reviewFlashcard = /* @__PURE__ */ endpoint('review_flashcard', reviewFlashcardRequestSchema, flashcardReviewedSchema);
export const createFlashcardDeck = /* @__PURE__ */ endpoint('create_flashcard_deck', createFlashcardDeckRequestSchema, flashcardDeckCreatedSchema);
export const addFlashcard = /* @__PURE__ */ endpoint('add_flashcard', addFlashcardRequestSchema, flashcardCreatedSchema);
export const deleteFlashcard = /* @__PURE__ */ endpoint('delete_flashcard', deleteFlashcardRequestSchema, flashcardDeletedSchema);
export const getFlashcardSettings = /* @__PURE__ */ endpoint('get_flashcard_settings', flashcardProfileRequestSchema, flashcardSettingsSchema);
export const updateFlashcardSettings = /* @__PURE__ */ endpoint('update_flashcard_settings', updateFlashcardSettingsRequestSchema, flashcardSettingsSchema);
export const getFlashcardStatistics = /* @__PURE__ */ endpoint('get_flashcard_statistics', flashcardProfileRequestSchema, flashcardStatisticsSchema);
// spelling (keyboard and voice) and parents' word lists, per active profile
export const getSpellingCatalogue = /* @__PURE__ */ endpoint('get_spelling_catalogue', spellingProfileRequestSchema, spellingCatalogueSchema);
export const startSpelling = /* @__PURE__ */ endpoint('start_spelling', startSpellingRequestSchema, spellingSessionSchema);
export const answerSpelling = /* @__PURE__ */ endpoint('answer_spelling', answerSpellingRequestSchema, spellingVerdictSchema);
export const finishSpelling = /* @__PURE__ */ endpoint('finish_spelling', finishSpellingRequestSchema, spellingResultsSchema);
export const getSpellingStatistics = /* @__PURE__ */ endpoint('get_spelling_statistics', spellingProfileRequestSchema, spellingStatisticsSchema);
export const getSpellingLists = /* @__PURE__ */ endpoint('get_spelling_lists', spellingProfileRequestSchema, spellingListsSchema);
export const saveSpellingList = /* @__PURE__ */ endpoint('save_spelling_list', saveSpellingListRequestSchema, spellingListSchema);
export const deleteSpellingList = /* @__PURE__ */ endpoint('delete_spelling_list', deleteSpellingListRequestSchema, spellingListDeletedSchema);
export const searchSpellingWords = /* @__PURE__ */ endpoint('search_spelling_words', searchSpellingWordsRequestSchema, spellingWordSearchSchema);

/** The built-in deck of a school level, added to the profile's flashcards (idempotent: adding it again completes it). */
export const addLevelFlashcardDeck = /* @__PURE__ */ endpoint('add_level_flashcard_deck', addLevelFlashcardDeckRequestSchema, flashcardDeckCreatedSchema);
// crosswords: resume, saves and « Mes mots croisés »
export const getCrossword = /* @__PURE__ */ endpoint('get_crossword', getCrosswordRequestSchema, crosswordResumeSchema);
export const saveCrossword = /* @__PURE__ */ endpoint('save_crossword', saveCrosswordRequestSchema, crosswordSavedSchema);
export const startMistakesCrossword = /* @__PURE__ */ endpoint('start_mistakes_crossword', startMistakesCrosswordRequestSchema, crosswordPuzzleSchema);
// wallet, payouts and the finance queue
export const getWallet = /* @__PURE__ */ endpoint('get_wallet', walletRequestSchema, walletSchema);
export const requestPayout = /* @__PURE__ */ endpoint('request_payout', requestPayoutRequestSchema, familyPayoutSchema);
export const financeListPayouts = /* @__PURE__ */ endpoint('finance/list_payouts', financeListPayoutsRequestSchema, financePayoutListSchema);
export const financeReviewPayout = /* @__PURE__ */ endpoint('finance/review_payout', financeReviewPayoutRequestSchema, financePayoutReviewedSchema);
// referral (refer and earn)
export const getReferral = /* @__PURE__ */ endpoint('get_referral', getReferralRequestSchema, referralSchema);
export const claimReferral = /* @__PURE__ */ endpoint('claim_referral', claimReferralRequestSchema, referralClaimedSchema);
// proctored exams (docs/exams.md): examinator (and admin) routes, then the learner's, per active profile
export const examinatorCreateExam = /* @__PURE__ */ endpoint('examinator/create_exam', createExamRequestSchema, examCreatedSchema);
export const examinatorListExams = /* @__PURE__ */ endpoint('examinator/list_exams', emptyBody, examinatorExamListSchema);
export const examinatorGetExamAttempts = /* @__PURE__ */ endpoint('examinator/get_exam_attempts', examinatorExamRequestSchema, examAttemptsSchema);
export const getExams = /* @__PURE__ */ endpoint('get_exams', examProfileRequestSchema, learnerExamListSchema);
export const startExam = /* @__PURE__ */ endpoint('start_exam', startExamRequestSchema, examAttemptSchema);
export const getExamAttempt = /* @__PURE__ */ endpoint('get_exam_attempt', examAttemptRequestSchema, examAttemptSchema);
export const answerExamQuestion = /* @__PURE__ */ endpoint('answer_exam_question', answerExamQuestionRequestSchema, examAnswerSavedSchema);
export const submitExam = /* @__PURE__ */ endpoint('submit_exam', examAttemptRequestSchema, examAttemptSchema);
export const reportExamViolation = /* @__PURE__ */ endpoint('report_exam_violation', reportExamViolationRequestSchema, examAttemptSchema);
export const examHeartbeat = /* @__PURE__ */ endpoint('exam_heartbeat', examAttemptRequestSchema, examHeartbeatSchema);
// admin console (docs/admin.md): accounts and dead letters
export const adminListAccounts = /* @__PURE__ */ endpoint('admin/list_accounts', adminListAccountsRequestSchema, adminAccountListSchema);
export const adminListDeadLetters = /* @__PURE__ */ endpoint('admin/list_dead_letters', adminListDeadLettersRequestSchema, deadLetterListSchema);
export const adminRedriveDeadLetter = /* @__PURE__ */ endpoint('admin/redrive_dead_letter', adminRedriveDeadLetterRequestSchema, deadLetterRedrivenSchema);
// contests: lists, entry and leaderboard for players (the game itself is `start_quiz` with mode `contest`); admin editing
export const listContests = /* @__PURE__ */ endpoint('list_contests', contestProfileRequestSchema, contestListsSchema);
export const joinContest = /* @__PURE__ */ endpoint('join_contest', contestRequestSchema, contestJoinedSchema);
export const getContestLeaderboard = /* @__PURE__ */ endpoint('get_contest_leaderboard', contestRequestSchema, contestLeaderboardSchema);
export const adminListContests = /* @__PURE__ */ endpoint('admin/list_contests', emptyBody, adminContestListSchema);
export const adminSaveContest = /* @__PURE__ */ endpoint('admin/save_contest', saveContestRequestSchema, adminContestSavedSchema);
export const adminListContestEntries = /* @__PURE__ */ endpoint('admin/list_contest_entries', adminContestRequestSchema, adminContestEntriesSchema);
// battle statistics (/quiz/battle-stats, per active profile)
export const getBattleStatistics = /* @__PURE__ */ endpoint('get_battle_statistics', battleStatisticsRequestSchema, battleStatisticsSchema);
// admin console: business metrics (/admin/metrics), read from CloudWatch GetMetricData
export const adminGetMetrics = /* @__PURE__ */ endpoint('admin/get_metrics', adminGetMetricsRequestSchema, businessMetricsSchema);
// admin console: the spelling word bank (/admin/words)
export const adminListSpellingWords = /* @__PURE__ */ endpoint('admin/list_spelling_words', adminListSpellingWordsRequestSchema, adminSpellingWordListSchema);
export const adminAddSpellingWord = /* @__PURE__ */ endpoint('admin/add_spelling_word', adminAddSpellingWordRequestSchema, adminSpellingWordSavedSchema);
export const adminUpdateSpellingWord = /* @__PURE__ */ endpoint('admin/update_spelling_word', adminUpdateSpellingWordRequestSchema, adminSpellingWordSavedSchema);
// admin console: the dictation passages (/admin/dictations)
// handwriting samples given with the account holder's consent, exported by admins (docs/handwriting.md, « Real samples »)
export const getHandwritingConsent = /* @__PURE__ */ endpoint('get_handwriting_consent', emptyBody, handwritingConsentSchema);
export const setHandwritingConsent = /* @__PURE__ */ endpoint('set_handwriting_consent', setHandwritingConsentRequestSchema, handwritingConsentSchema);
export const contributeHandwriting = /* @__PURE__ */ endpoint('contribute_handwriting', contributeHandwritingRequestSchema, handwritingContributedSchema);
export const adminExportHandwritingSamples = /* @__PURE__ */ endpoint('admin/export_handwriting_samples', exportHandwritingSamplesRequestSchema, handwritingSamplesPageSchema);

export const adminListDictationPassages = /* @__PURE__ */ endpoint('admin/list_dictation_passages', adminListDictationPassagesRequestSchema, adminDictationPassageListSchema);
export const adminAddDictationPassage = /* @__PURE__ */ endpoint('admin/add_dictation_passage', adminAddDictationPassageRequestSchema, adminDictationPassageSavedSchema);
export const adminUpdateDictationPassage = /* @__PURE__ */ endpoint('admin/update_dictation_passage', adminUpdateDictationPassageRequestSchema, adminDictationPassageSavedSchema);
