import type { TFunction } from 'i18next';
import { providerOfRefusal } from '@plume/shared/federated-sign-in';

/** Cognito's error names, worded for people from the catalogue; anything unexpected is logged and worded generically. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return t('auth.errors.wrongCredentials');
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return t('auth.errors.emailTaken');
    // EnableSoftwareTokenMFAException: a wrong authenticator code while turning two-step verification on.
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return t('auth.errors.wrongCode');
    case 'ExpiredCodeException':
      return t('auth.errors.expiredCode');
    case 'InvalidPasswordException':
      return t('auth.errors.weakPassword');
    // The pre-sign-up trigger refused a password sign-up with the address of an account opened through a provider.
    case 'UserLambdaValidationException': {
      const provider = providerOfRefusal((error as Error).message);
      if (provider) return t('auth.errors.emailFederated', { provider });
      console.error('Authentication failed', error);
      return t('messages.internal_error');
    }
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return t('auth.errors.tooManyAttempts');
    case 'NetworkError':
      return t('messages.network_error');
    default:
      console.error('Authentication failed', error);
      return t('messages.internal_error');
  }
}
