import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUSTOM_LANGUAGE, chooseLanguage, i18n, loadCustomLanguage, preferredLanguage } from './i18n';

function HeroTitle() {
  const { t } = useTranslation();
  return <h1>{t('home.hero.title')}</h1>;
}

describe('i18n', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('starts in English, the fallback, with the single namespace "translations"', () => {
    expect(i18n.options.lng).toBe('en');
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.options.ns).toEqual(['translations']);
  });

  it('switches to a custom language as soon as it is loaded, and re-renders with it', () => {
    render(<HeroTitle />);
    expect(screen.getByRole('heading')).toHaveTextContent('The joy of writing French well');

    // No await: the switch happens in the same tick as the load.
    act(() => void loadCustomLanguage({ home: { hero: { title: 'Écrire juste, ensemble' } } }));

    expect(i18n.language).toBe(CUSTOM_LANGUAGE);
    expect(screen.getByRole('heading')).toHaveTextContent('Écrire juste, ensemble');
  });

  it('falls back to English for keys the custom set leaves out', async () => {
    await loadCustomLanguage({ nav: { pricing: 'Nos formules' } });

    expect(i18n.t('nav.pricing')).toBe('Nos formules');
    expect(i18n.t('nav.signIn')).toBe('Sign in');
  });

  it('prefers the stored choice, then the deployment default, then French', async () => {
    expect(preferredLanguage('en')).toBe('en');
    expect(preferredLanguage('de')).toBe('fr');
    expect(preferredLanguage()).toBe('fr');

    await chooseLanguage('en');

    expect(localStorage.getItem('plume.language')).toBe('en');
    expect(preferredLanguage('fr')).toBe('en');
  });

  it('keeps <html lang> in step with the language', async () => {
    await i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');

    await chooseLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
