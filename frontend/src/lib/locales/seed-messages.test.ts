import serverMessagesEn from 'virtual:server-messages/en';
import serverMessagesFr from 'virtual:server-messages/fr';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { homeEn } from './home-en';
import { homeFr } from './home-fr';
import { screensEn } from './screens/en';
import { screensFr } from './screens/fr';

/** Seed §4, §5, §6 and §8: the messages of the sign-in, account, quiz and subscription screens, word for word in English. */
const seedMessages: [path: string, english: string][] = [
  ['auth.validation.phoneNumber', 'Please Enter correct Mobile Number with Country Code'],
  ['auth.login.verifyEmailFirst', 'Please Verify your Email First'],
  ['auth.validation.passwordsDiffer', 'The passwords do not match. Please try again.'],
  ['auth.otp.sent', 'OTP has been sent'],
  ['auth.login.success', 'Successfully login'],
  ['auth.reset.emailSent', 'Email sent! Please check Email'],
  ['home.quizEntry.loginRequired', 'To access this feature, please log in'],
  ['messages.profile_update_demo', 'Profile update is not allowed in demo version'],
  ['quiz.levels.locked', 'This Level is Locked. Play previous levels to unlock'],
  ['messages.account_deactivated', 'Your account has been deactivated! Please contact admin'],
  ['exams.rules.agreeRequired', 'Please agree to the exam rules'],
  ['exams.rules.keyRequired', 'Please enter the Exam Key'],
  ['messages.exam_key_invalid', 'Invalid exam key'],
  ['examinator.form.questionCountRequired', 'Please select Number of Questions'],
  ['examinator.form.durationRequired', 'Please select Number of Timer'],
];

const lookup = (catalogue: object, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
const english = { ...en, ...homeEn, ...screensEn, auth: screensEn.auth, messages: serverMessagesEn };
const french = { ...fr, ...homeFr, ...screensFr, auth: screensFr.auth, messages: serverMessagesFr };

describe('seed messages', () => {
  it.each(seedMessages)('%s is in English word for word and translated in French', (path, text) => {
    expect(lookup(english, path)).toBe(text);
    const translation = lookup(french, path);
    expect(translation).toEqual(expect.any(String));
    expect(translation).not.toBe(text);
  });

  it('keeps the subscription dialog words of the seed in French', () => {
    expect(screensFr.subscriptionDialog.title).toBe('Abonnement Requis');
    expect(screensFr.subscriptionDialog.subtitle).toBe('Accès Premium Nécessaire');
  });
});
