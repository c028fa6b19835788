import { describe, expect, it } from 'vitest';
import { federatedEmailRefusal, federatedIdentityOf, providerOfRefusal } from './federated-sign-in.ts';

describe('federated sign-in', () => {
  it('reads the provider back from the refusal Cognito wraps in its own words', () => {
    expect(providerOfRefusal(`PreSignUp failed with error ${federatedEmailRefusal('Apple')}.`)).toBe('Apple');
    expect(providerOfRefusal('PreSignUp failed with error FEDERATED_EMAIL:Myspace.')).toBeUndefined();
    expect(providerOfRefusal('PreSignUp failed with error Task timed out.')).toBeUndefined();
  });

  it('finds the provider and subject of a provider’s username, in Cognito’s spelling whatever the case', () => {
    expect(federatedIdentityOf('Google_1234_5')).toEqual({ provider: 'Google', subject: '1234_5' });
    expect(federatedIdentityOf('facebook_99')).toEqual({ provider: 'Facebook', subject: '99' });
    expect(federatedIdentityOf('9f650aba-41b7-4496-8cdc-9e36d63164ac')).toBeUndefined();
    expect(federatedIdentityOf('Google_')).toBeUndefined();
    expect(federatedIdentityOf('Oidc_12')).toBeUndefined();
  });
});
