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
import { createFamilyChallengeRequestSchema, familyChallengeRequestSchema, familyChallengesSchema } from './quiz/family-challenges.ts';
import {
  answerRequestSchema, dailyQuizSchema, funAndLearnListRequestSchema, funAndLearnPassagesSchema, gameRequestSchema, mathManiaLevelsRequestSchema, nextQuestionRequestSchema, profileRequestSchema,
  startGameRequestSchema,
} from './quiz/modes.ts';
import {
  adminImportQuestionsRequestSchema, adminListQuestionsRequestSchema, adminListReportsRequestSchema, adminQuestionListSchema, adminQuestionSavedSchema, adminSaveQuestionRequestSchema,
  answeredQuestionRequestSchema, bookmarkRefSchema, bookmarksSchema, profileBadgesSchema, statisticsSchema, leaderboardRequestSchema, leaderboardSchema, familyLeaderboardSchema, markNotificationsReadRequestSchema,
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
  downloadedSpellingSchema, submitSpellingAnswersRequestSchema, submittedSpellingSchema,
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
 * (and the schemas they name). Each states who may call it (`auth`, no default); the manifest (`lambdas/src/routes.ts`)
 * gives each its handler and route-only settings (throttle, edge cache, capabilities).
 */

// public
export const health = /* @__PURE__ */ endpoint('health', emptyBody, healthSchema, { auth: 'none', method: 'GET' });
export const getSettings = /* @__PURE__ */ endpoint('get_settings', getSettingsRequestSchema, settingsPageSchema, { auth: 'none' });
export const getSystemConfigurations = /* @__PURE__ */ endpoint('get_system_configurations', emptyBody, systemConfigurationSchema, { auth: 'none' });
export const getCustomLanguage = /* @__PURE__ */ endpoint('get_custom_language', emptyBody, customLanguageSchema, { auth: 'none' });
export const submitContact = /* @__PURE__ */ endpoint('contact', contactRequestSchema, contactReceivedSchema, { auth: 'none' });
// account and family
export const getMe = /* @__PURE__ */ endpoint('me', emptyBody, callerSchema, { auth: 'user', method: 'GET' });
export const getUser = /* @__PURE__ */ endpoint('get_user', emptyBody, accountSchema, { auth: 'user' });
export const updateUser = /* @__PURE__ */ endpoint('update_user', updateUserRequestSchema, accountSchema, { auth: 'user' });
export const clearNewUser = /* @__PURE__ */ endpoint('clear_new_user', emptyBody, newUserClearedSchema, { auth: 'user' });
export const deleteAccount = /* @__PURE__ */ endpoint('delete_account', deleteAccountRequestSchema, accountDeletedSchema, { auth: 'user' });
export const createProfile = /* @__PURE__ */ endpoint('create_profile', createProfileRequestSchema, profileSchema, { auth: 'user' });
export const updateProfile = /* @__PURE__ */ endpoint('update_profile', updateProfileRequestSchema, profileSchema, { auth: 'user' });
export const deleteProfile = /* @__PURE__ */ endpoint('delete_profile', profileIdRequestSchema, profileDeletedSchema, { auth: 'user' });
export const verifyProfilePin = /* @__PURE__ */ endpoint('verify_profile_pin', verifyProfilePinRequestSchema, profileUnlockSchema, { auth: 'user' });
export const checkSubscription = /* @__PURE__ */ endpoint('checkSubscription', checkSubscriptionRequestSchema, subscriptionCheckSchema, { auth: 'user' });
// quiz
export const getQuizCategories = /* @__PURE__ */ endpoint('get_quiz_categories', emptyBody, quizCategoriesSchema, { auth: 'user' });
export const getLevels = /* @__PURE__ */ endpoint('get_levels', getLevelsRequestSchema, levelsSchema, { auth: 'premium' });
export const getMathManiaLevels = /* @__PURE__ */ endpoint('get_math_mania_levels', mathManiaLevelsRequestSchema, levelsSchema, { auth: 'premium' });
export const getDailyQuiz = /* @__PURE__ */ endpoint('get_daily_quiz', profileRequestSchema, dailyQuizSchema, { auth: 'premium' });
export const getFunAndLearn = /* @__PURE__ */ endpoint('get_fun_and_learn', funAndLearnListRequestSchema, funAndLearnPassagesSchema, { auth: 'premium' });
export const startQuiz = /* @__PURE__ */ endpoint('start_quiz', startGameRequestSchema, gameSetupSchema, { auth: 'premium' });
export const getGame = /* @__PURE__ */ endpoint('get_game', gameRequestSchema, resumedGameSchema, { auth: 'player' });
export const nextQuestion = /* @__PURE__ */ endpoint('next_question', nextQuestionRequestSchema, nextQuestionSchema, { auth: 'player' });
export const answerQuiz = /* @__PURE__ */ endpoint('answer_quiz', answerRequestSchema, answeredSchema, { auth: 'player' });
export const useLifeline = /* @__PURE__ */ endpoint('use_lifeline', useLifelineRequestSchema, lifelineResultSchema, { auth: 'player' });
export const bookmarkQuestion = /* @__PURE__ */ endpoint('bookmark_question', answeredQuestionRequestSchema, bookmarkRefSchema, { auth: 'premium' });
export const getBookmarks = /* @__PURE__ */ endpoint('get_bookmarks', profileRequestSchema, bookmarksSchema, { auth: 'premium' });
export const removeBookmark = /* @__PURE__ */ endpoint('remove_bookmark', removeBookmarkRequestSchema, bookmarkRefSchema, { auth: 'premium' });
export const reportQuestion = /* @__PURE__ */ endpoint('report_question', reportQuestionRequestSchema, questionReportedSchema, { auth: 'premium' });
/** A family challenge (docs/family-challenges.md): the challenger's round starts with it, then plays as any game. */
export const createFamilyChallenge = /* @__PURE__ */ endpoint('create_family_challenge', createFamilyChallengeRequestSchema, gameSetupSchema, { auth: 'premium' });
export const getFamilyChallenges = /* @__PURE__ */ endpoint('get_family_challenges', profileRequestSchema, familyChallengesSchema, { auth: 'premium' });
/** The relative's round against the challenger's ghost. */
export const takeUpFamilyChallenge = /* @__PURE__ */ endpoint('take_up_family_challenge', familyChallengeRequestSchema, gameSetupSchema, { auth: 'premium' });
// economy
export const getCoinHistory = /* @__PURE__ */ endpoint('get_coin_history', coinHistoryRequestSchema, coinHistorySchema, { auth: 'premium' });
export const getBadges = /* @__PURE__ */ endpoint('get_badges', profileRequestSchema, profileBadgesSchema, { auth: 'premium' });
export const getLeaderboard = /* @__PURE__ */ endpoint('get_leaderboard', leaderboardRequestSchema, leaderboardSchema, { auth: 'premium' });
/** This month's points of every profile of the asker's family (the learner's home). */
export const getFamilyLeaderboard = /* @__PURE__ */ endpoint('get_family_leaderboard', profileRequestSchema, familyLeaderboardSchema, { auth: 'premium' });
export const getNotifications = /* @__PURE__ */ endpoint('get_notifications', notificationsRequestSchema, notificationsSchema, { auth: 'premium' });
export const markNotificationsRead = /* @__PURE__ */ endpoint('mark_notifications_read', markNotificationsReadRequestSchema, notificationsMarkedReadSchema, { auth: 'premium' });
export const getStatistics = /* @__PURE__ */ endpoint('get_statistics', profileRequestSchema, statisticsSchema, { auth: 'premium' });
// dictation
export const getDictations = /* @__PURE__ */ endpoint('get_dictations', dictationListRequestSchema, dictationCatalogueSchema, { auth: 'premium' });
export const startDictation = /* @__PURE__ */ endpoint('start_dictation', startDictationRequestSchema, dictationSessionSchema, { auth: 'premium' });
export const startPersonalDictation = /* @__PURE__ */ endpoint('start_personal_dictation', startPersonalDictationRequestSchema, dictationSessionSchema, { auth: 'premium' });
export const submitDictation = /* @__PURE__ */ endpoint('submit_dictation', submitDictationRequestSchema, dictationResultSchema, { auth: 'premium' });
export const saveDictationCopy = /* @__PURE__ */ endpoint('save_dictation_copy', saveDictationCopyRequestSchema, dictationCopySavedSchema, { auth: 'premium' });
export const resumeDictation = /* @__PURE__ */ endpoint('resume_dictation', resumeDictationRequestSchema, dictationSessionSchema, { auth: 'premium' });
export const getDictationHistory = /* @__PURE__ */ endpoint('get_dictation_history', dictationHistoryRequestSchema, dictationHistorySchema, { auth: 'premium' });
export const updateDictationSettings = /* @__PURE__ */ endpoint('update_dictation_settings', updateDictationSettingsRequestSchema, dictationSettingsSchema, { auth: 'premium' });
// subscription
export const createCheckoutSession = /* @__PURE__ */ endpoint('create_checkout_session', createCheckoutSessionRequestSchema, checkoutStartedSchema, { auth: 'user' });
export const cancelSubscription = /* @__PURE__ */ endpoint('cancel_subscription', cancelSubscriptionRequestSchema, cancelScheduledSchema, { auth: 'user' });
export const abandonCheckout = /* @__PURE__ */ endpoint('abandon_checkout', abandonCheckoutRequestSchema, abandonCheckoutResponseSchema, { auth: 'user' });
// staff
export const adminSetAccountStatus = /* @__PURE__ */ endpoint('admin/set_account_status', setAccountStatusRequestSchema, accountStatusSetSchema, { auth: 'group', group: 'admin' });
export const adminUpdateSystemConfigurations = /* @__PURE__ */ endpoint('admin/update_system_configurations', updateSystemConfigurationSchema, systemConfigurationSchema, { auth: 'group', group: 'admin' });
export const adminUpdateCustomLanguage = /* @__PURE__ */ endpoint('admin/update_custom_language', updateCustomLanguageRequestSchema, customLanguageSchema, { auth: 'group', group: 'admin' });
export const adminListQuestions = /* @__PURE__ */ endpoint('admin/list_questions', adminListQuestionsRequestSchema, adminQuestionListSchema, { auth: 'group', group: 'admin' });
export const adminSaveQuestion = /* @__PURE__ */ endpoint('admin/save_question', adminSaveQuestionRequestSchema, adminQuestionSavedSchema, { auth: 'group', group: 'admin' });
export const adminImportQuestions = /* @__PURE__ */ endpoint('admin/import_questions', adminImportQuestionsRequestSchema, questionImportSchema, { auth: 'group', group: 'admin' });
export const adminListReports = /* @__PURE__ */ endpoint('admin/list_reports', adminListReportsRequestSchema, questionReportListSchema, { auth: 'group', group: 'admin' });
// crosswords
export const getCrosswords = /* @__PURE__ */ endpoint('get_crosswords', listCrosswordsRequestSchema, crosswordListSchema, { auth: 'premium' });
export const startCrossword = /* @__PURE__ */ endpoint('start_crossword', startCrosswordRequestSchema, crosswordPuzzleSchema, { auth: 'premium' });
export const checkCrossword = /* @__PURE__ */ endpoint('check_crossword', checkCrosswordRequestSchema, crosswordCheckSchema, { auth: 'premium' });
export const revealCrossword = /* @__PURE__ */ endpoint('reveal_crossword', revealCrosswordRequestSchema, crosswordRevealSchema, { auth: 'premium' });
// flashcards
export const getFlashcardDecks = /* @__PURE__ */ endpoint('get_flashcard_decks', flashcardProfileRequestSchema, flashcardDecksSchema, { auth: 'premium' });
export const getDueFlashcards = /* @__PURE__ */ endpoint('get_due_flashcards', dueFlashcardsRequestSchema, dueFlashcardsSchema, { auth: 'premium' });
export const reviewFlashcard = /* @__PURE__ */ endpoint('review_flashcard', reviewFlashcardRequestSchema, flashcardReviewedSchema, { auth: 'premium' });
export const createFlashcardDeck = /* @__PURE__ */ endpoint('create_flashcard_deck', createFlashcardDeckRequestSchema, flashcardDeckCreatedSchema, { auth: 'premium' });
export const addFlashcard = /* @__PURE__ */ endpoint('add_flashcard', addFlashcardRequestSchema, flashcardCreatedSchema, { auth: 'premium' });
export const deleteFlashcard = /* @__PURE__ */ endpoint('delete_flashcard', deleteFlashcardRequestSchema, flashcardDeletedSchema, { auth: 'premium' });
export const getFlashcardSettings = /* @__PURE__ */ endpoint('get_flashcard_settings', flashcardProfileRequestSchema, flashcardSettingsSchema, { auth: 'premium' });
export const updateFlashcardSettings = /* @__PURE__ */ endpoint('update_flashcard_settings', updateFlashcardSettingsRequestSchema, flashcardSettingsSchema, { auth: 'premium' });
export const getFlashcardStatistics = /* @__PURE__ */ endpoint('get_flashcard_statistics', flashcardProfileRequestSchema, flashcardStatisticsSchema, { auth: 'premium' });
// spelling (keyboard and voice) and parents' word lists, per active profile
export const getSpellingCatalogue = /* @__PURE__ */ endpoint('get_spelling_catalogue', spellingProfileRequestSchema, spellingCatalogueSchema, { auth: 'premium' });
export const startSpelling = /* @__PURE__ */ endpoint('start_spelling', startSpellingRequestSchema, spellingSessionSchema, { auth: 'premium' });
export const answerSpelling = /* @__PURE__ */ endpoint('answer_spelling', answerSpellingRequestSchema, spellingVerdictSchema, { auth: 'premium' });
export const finishSpelling = /* @__PURE__ */ endpoint('finish_spelling', finishSpellingRequestSchema, spellingResultsSchema, { auth: 'premium' });
// a session downloaded to be played offline, and its answers sent when the network returns (docs/offline.md)
export const downloadSpelling = /* @__PURE__ */ endpoint('download_spelling', startSpellingRequestSchema, downloadedSpellingSchema, { auth: 'premium' });
export const submitSpellingAnswers = /* @__PURE__ */ endpoint('submit_spelling_answers', submitSpellingAnswersRequestSchema, submittedSpellingSchema, { auth: 'premium' });
export const getSpellingStatistics = /* @__PURE__ */ endpoint('get_spelling_statistics', spellingProfileRequestSchema, spellingStatisticsSchema, { auth: 'premium' });
export const getSpellingLists = /* @__PURE__ */ endpoint('get_spelling_lists', spellingProfileRequestSchema, spellingListsSchema, { auth: 'premium' });
export const saveSpellingList = /* @__PURE__ */ endpoint('save_spelling_list', saveSpellingListRequestSchema, spellingListSchema, { auth: 'premium' });
export const deleteSpellingList = /* @__PURE__ */ endpoint('delete_spelling_list', deleteSpellingListRequestSchema, spellingListDeletedSchema, { auth: 'premium' });
export const searchSpellingWords = /* @__PURE__ */ endpoint('search_spelling_words', searchSpellingWordsRequestSchema, spellingWordSearchSchema, { auth: 'premium' });

/** The built-in deck of a school level, added to the profile's flashcards (idempotent: adding it again completes it). */
export const addLevelFlashcardDeck = /* @__PURE__ */ endpoint('add_level_flashcard_deck', addLevelFlashcardDeckRequestSchema, flashcardDeckCreatedSchema, { auth: 'premium' });
// crosswords: resume, saves and « Mes mots croisés »
export const getCrossword = /* @__PURE__ */ endpoint('get_crossword', getCrosswordRequestSchema, crosswordResumeSchema, { auth: 'premium' });
export const saveCrossword = /* @__PURE__ */ endpoint('save_crossword', saveCrosswordRequestSchema, crosswordSavedSchema, { auth: 'premium' });
export const startMistakesCrossword = /* @__PURE__ */ endpoint('start_mistakes_crossword', startMistakesCrosswordRequestSchema, crosswordPuzzleSchema, { auth: 'premium' });
// wallet, payouts and the finance queue
export const getWallet = /* @__PURE__ */ endpoint('get_wallet', walletRequestSchema, walletSchema, { auth: 'premium' });
export const requestPayout = /* @__PURE__ */ endpoint('request_payout', requestPayoutRequestSchema, familyPayoutSchema, { auth: 'premium' });
export const financeListPayouts = /* @__PURE__ */ endpoint('finance/list_payouts', financeListPayoutsRequestSchema, financePayoutListSchema, { auth: 'group', group: 'finance' });
export const financeReviewPayout = /* @__PURE__ */ endpoint('finance/review_payout', financeReviewPayoutRequestSchema, financePayoutReviewedSchema, { auth: 'group', group: 'finance' });
// referral (refer and earn)
export const getReferral = /* @__PURE__ */ endpoint('get_referral', getReferralRequestSchema, referralSchema, { auth: 'premium' });
export const claimReferral = /* @__PURE__ */ endpoint('claim_referral', claimReferralRequestSchema, referralClaimedSchema, { auth: 'user' });
// proctored exams (docs/exams.md): examinator (and admin) routes, then the learner's, per active profile
export const examinatorCreateExam = /* @__PURE__ */ endpoint('examinator/create_exam', createExamRequestSchema, examCreatedSchema, { auth: 'group', group: 'examinator' });
export const examinatorListExams = /* @__PURE__ */ endpoint('examinator/list_exams', emptyBody, examinatorExamListSchema, { auth: 'group', group: 'examinator' });
export const examinatorGetExamAttempts = /* @__PURE__ */ endpoint('examinator/get_exam_attempts', examinatorExamRequestSchema, examAttemptsSchema, { auth: 'group', group: 'examinator' });
export const getExams = /* @__PURE__ */ endpoint('get_exams', examProfileRequestSchema, learnerExamListSchema, { auth: 'premium' });
export const startExam = /* @__PURE__ */ endpoint('start_exam', startExamRequestSchema, examAttemptSchema, { auth: 'premium' });
export const getExamAttempt = /* @__PURE__ */ endpoint('get_exam_attempt', examAttemptRequestSchema, examAttemptSchema, { auth: 'premium' });
export const answerExamQuestion = /* @__PURE__ */ endpoint('answer_exam_question', answerExamQuestionRequestSchema, examAnswerSavedSchema, { auth: 'premium' });
export const submitExam = /* @__PURE__ */ endpoint('submit_exam', examAttemptRequestSchema, examAttemptSchema, { auth: 'premium' });
export const reportExamViolation = /* @__PURE__ */ endpoint('report_exam_violation', reportExamViolationRequestSchema, examAttemptSchema, { auth: 'premium' });
export const examHeartbeat = /* @__PURE__ */ endpoint('exam_heartbeat', examAttemptRequestSchema, examHeartbeatSchema, { auth: 'premium' });
// admin console (docs/admin.md): accounts and dead letters
export const adminListAccounts = /* @__PURE__ */ endpoint('admin/list_accounts', adminListAccountsRequestSchema, adminAccountListSchema, { auth: 'group', group: 'admin' });
export const adminListDeadLetters = /* @__PURE__ */ endpoint('admin/list_dead_letters', adminListDeadLettersRequestSchema, deadLetterListSchema, { auth: 'group', group: 'admin' });
export const adminRedriveDeadLetter = /* @__PURE__ */ endpoint('admin/redrive_dead_letter', adminRedriveDeadLetterRequestSchema, deadLetterRedrivenSchema, { auth: 'group', group: 'admin' });
// contests: lists, entry and leaderboard for players (the game itself is `start_quiz` with mode `contest`); admin editing
export const listContests = /* @__PURE__ */ endpoint('list_contests', contestProfileRequestSchema, contestListsSchema, { auth: 'premium' });
export const joinContest = /* @__PURE__ */ endpoint('join_contest', contestRequestSchema, contestJoinedSchema, { auth: 'premium' });
export const getContestLeaderboard = /* @__PURE__ */ endpoint('get_contest_leaderboard', contestRequestSchema, contestLeaderboardSchema, { auth: 'premium' });
export const adminListContests = /* @__PURE__ */ endpoint('admin/list_contests', emptyBody, adminContestListSchema, { auth: 'group', group: 'admin' });
export const adminSaveContest = /* @__PURE__ */ endpoint('admin/save_contest', saveContestRequestSchema, adminContestSavedSchema, { auth: 'group', group: 'admin' });
export const adminListContestEntries = /* @__PURE__ */ endpoint('admin/list_contest_entries', adminContestRequestSchema, adminContestEntriesSchema, { auth: 'group', group: 'admin' });
// battle statistics (/quiz/battle-stats, per active profile)
export const getBattleStatistics = /* @__PURE__ */ endpoint('get_battle_statistics', battleStatisticsRequestSchema, battleStatisticsSchema, { auth: 'premium' });
// admin console: business metrics (/admin/metrics), read from CloudWatch GetMetricData
export const adminGetMetrics = /* @__PURE__ */ endpoint('admin/get_metrics', adminGetMetricsRequestSchema, businessMetricsSchema, { auth: 'group', group: 'admin' });
// admin console: the spelling word bank (/admin/words)
export const adminListSpellingWords = /* @__PURE__ */ endpoint('admin/list_spelling_words', adminListSpellingWordsRequestSchema, adminSpellingWordListSchema, { auth: 'group', group: 'admin' });
export const adminAddSpellingWord = /* @__PURE__ */ endpoint('admin/add_spelling_word', adminAddSpellingWordRequestSchema, adminSpellingWordSavedSchema, { auth: 'group', group: 'admin' });
export const adminUpdateSpellingWord = /* @__PURE__ */ endpoint('admin/update_spelling_word', adminUpdateSpellingWordRequestSchema, adminSpellingWordSavedSchema, { auth: 'group', group: 'admin' });
// admin console: the dictation passages (/admin/dictations)
// handwriting samples given with the account holder's consent, exported by admins (docs/handwriting.md, « Real samples »)
export const getHandwritingConsent = /* @__PURE__ */ endpoint('get_handwriting_consent', emptyBody, handwritingConsentSchema, { auth: 'user' });
export const setHandwritingConsent = /* @__PURE__ */ endpoint('set_handwriting_consent', setHandwritingConsentRequestSchema, handwritingConsentSchema, { auth: 'user' });
export const contributeHandwriting = /* @__PURE__ */ endpoint('contribute_handwriting', contributeHandwritingRequestSchema, handwritingContributedSchema, { auth: 'premium' });
export const adminExportHandwritingSamples = /* @__PURE__ */ endpoint('admin/export_handwriting_samples', exportHandwritingSamplesRequestSchema, handwritingSamplesPageSchema, { auth: 'group', group: 'admin' });

export const adminListDictationPassages = /* @__PURE__ */ endpoint('admin/list_dictation_passages', adminListDictationPassagesRequestSchema, adminDictationPassageListSchema, { auth: 'group', group: 'admin' });
export const adminAddDictationPassage = /* @__PURE__ */ endpoint('admin/add_dictation_passage', adminAddDictationPassageRequestSchema, adminDictationPassageSavedSchema, { auth: 'group', group: 'admin' });
export const adminUpdateDictationPassage = /* @__PURE__ */ endpoint('admin/update_dictation_passage', adminUpdateDictationPassageRequestSchema, adminDictationPassageSavedSchema, { auth: 'group', group: 'admin' });
