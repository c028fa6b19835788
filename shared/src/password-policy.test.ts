import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordPolicy, passwordRules, unmetPasswordRules } from './password-policy.ts';

describe('the password policy', () => {
  it('accepts the demo and test passwords', () => {
    for (const password of ['Plume-2026!', 'Plume-Test-2026!', 'Famille-2026!']) expect(unmetPasswordRules(password), password).toEqual([]);
  });

  it('names every rule a password misses, as Cognito reads them', () => {
    expect(unmetPasswordRules('')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'symbol']);
    expect(unmetPasswordRules('motdepasse')).toEqual(['uppercase', 'digit', 'symbol']);
    expect(unmetPasswordRules('MotDePasse1')).toEqual(['symbol']);
    // Accented letters are neither lower nor upper case for Cognito.
    expect(unmetPasswordRules('ÉÉÉÉÉÉ-12é')).toEqual(['lowercase', 'uppercase']);
    // A space counts as a symbol only inside the password.
    expect(unmetPasswordRules('Mot de Passe1')).toEqual([]);
    expect(unmetPasswordRules(' MotDePasse1 ')).toEqual(['symbol']);
  });

  it('is met exactly when each rule is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (password) => {
        const unmet = unmetPasswordRules(password);
        expect(unmet.includes('length')).toBe(password.length < passwordPolicy.minLength);
        expect(unmet.every((rule) => passwordRules.includes(rule))).toBe(true);
      }),
    );
  });
});
