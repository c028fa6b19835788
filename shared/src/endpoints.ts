import { cancelSubscriptionRequestSchema, createCheckoutSessionRequestSchema } from './billing.ts';
import {
  checkSubscriptionRequestSchema, coinHistoryRequestSchema, contactRequestSchema, createProfileRequestSchema, deleteAccountRequestSchema,
  profileIdRequestSchema, setAccountStatusRequestSchema, updateProfileRequestSchema, updateUserRequestSchema, verifyProfilePinRequestSchema,
} from './account.ts';
import { emptyBody, endpoint } from './endpoint.ts';
import {
  answerRequestSchema, funAndLearnListRequestSchema, gameRequestSchema, mathManiaLevelsRequestSchema, nextQuestionRequestSchema, profileRequestSchema,
  startGameRequestSchema,
} from './modes.ts';
import {
  adminImportQuestionsRequestSchema, adminListQuestionsRequestSchema, adminListReportsRequestSchema, adminSaveQuestionRequestSchema,
  answeredQuestionRequestSchema, leaderboardRequestSchema, markNotificationsReadRequestSchema, notificationsRequestSchema, removeBookmarkRequestSchema,
  reportQuestionRequestSchema,
} from './play-requests.ts';
import {
  answeredSchema, gameSetupSchema, getLevelsRequestSchema, levelsSchema, lifelineResultSchema, nextQuestionSchema, resumedGameSchema, useLifelineRequestSchema,
} from './quiz.ts';
import { getSettingsRequestSchema, updateSystemConfigurationSchema } from './settings.ts';

/*
 * Every HTTP endpoint of Plume (seed §7). One export each, so a page bundles only the contracts it calls. The manifest
 * (`lambdas/src/routes.ts`) gives each its handler and auth level.
 */

// public
export const health = endpoint('health', emptyBody, undefined, 'GET');
export const getSettings = endpoint('get_settings', getSettingsRequestSchema);
export const getSystemConfigurations = endpoint('get_system_configurations', emptyBody);
export const submitContact = endpoint('contact', contactRequestSchema);
// account and family
export const getMe = endpoint('me', emptyBody, undefined, 'GET');
export const getUser = endpoint('get_user', emptyBody);
export const updateUser = endpoint('update_user', updateUserRequestSchema);
export const clearNewUser = endpoint('clear_new_user', emptyBody);
export const deleteAccount = endpoint('delete_account', deleteAccountRequestSchema);
export const createProfile = endpoint('create_profile', createProfileRequestSchema);
export const updateProfile = endpoint('update_profile', updateProfileRequestSchema);
export const deleteProfile = endpoint('delete_profile', profileIdRequestSchema);
export const verifyProfilePin = endpoint('verify_profile_pin', verifyProfilePinRequestSchema);
export const checkSubscription = endpoint('checkSubscription', checkSubscriptionRequestSchema);
// quiz
export const getQuizCategories = endpoint('get_quiz_categories', emptyBody);
export const getLevels = endpoint('get_levels', getLevelsRequestSchema, levelsSchema);
export const getMathManiaLevels = endpoint('get_math_mania_levels', mathManiaLevelsRequestSchema, levelsSchema);
export const getDailyQuiz = endpoint('get_daily_quiz', profileRequestSchema);
export const getFunAndLearn = endpoint('get_fun_and_learn', funAndLearnListRequestSchema);
export const startQuiz = endpoint('start_quiz', startGameRequestSchema, gameSetupSchema);
export const getGame = endpoint('get_game', gameRequestSchema, resumedGameSchema);
export const nextQuestion = endpoint('next_question', nextQuestionRequestSchema, nextQuestionSchema);
export const answerQuiz = endpoint('answer_quiz', answerRequestSchema, answeredSchema);
export const useLifeline = endpoint('use_lifeline', useLifelineRequestSchema, lifelineResultSchema);
export const bookmarkQuestion = endpoint('bookmark_question', answeredQuestionRequestSchema);
export const getBookmarks = endpoint('get_bookmarks', profileRequestSchema);
export const removeBookmark = endpoint('remove_bookmark', removeBookmarkRequestSchema);
export const reportQuestion = endpoint('report_question', reportQuestionRequestSchema);
// economy
export const getCoinHistory = endpoint('get_coin_history', coinHistoryRequestSchema);
export const getBadges = endpoint('get_badges', profileRequestSchema);
export const getLeaderboard = endpoint('get_leaderboard', leaderboardRequestSchema);
export const getNotifications = endpoint('get_notifications', notificationsRequestSchema);
export const markNotificationsRead = endpoint('mark_notifications_read', markNotificationsReadRequestSchema);
export const getStatistics = endpoint('get_statistics', profileRequestSchema);
// subscription
export const createCheckoutSession = endpoint('create_checkout_session', createCheckoutSessionRequestSchema);
export const cancelSubscription = endpoint('cancel_subscription', cancelSubscriptionRequestSchema);
// staff
export const adminSetAccountStatus = endpoint('admin/set_account_status', setAccountStatusRequestSchema);
export const adminUpdateSystemConfigurations = endpoint('admin/update_system_configurations', updateSystemConfigurationSchema);
export const adminListQuestions = endpoint('admin/list_questions', adminListQuestionsRequestSchema);
export const adminSaveQuestion = endpoint('admin/save_question', adminSaveQuestionRequestSchema);
export const adminImportQuestions = endpoint('admin/import_questions', adminImportQuestionsRequestSchema);
export const adminListReports = endpoint('admin/list_reports', adminListReportsRequestSchema);
