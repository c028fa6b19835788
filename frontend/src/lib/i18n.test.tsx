import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A first visit's catalogues: a fresh copy of the module (screens tested before may have loaded others in this worker).
vi.resetModules();
const { CUSTOM_LANGUAGE, applyPreferredLanguage, chooseLanguage, i18n, loadCustomLanguage, loadHomeTranslations, loadScreenTranslations, preferredLanguage } = await import('./i18n');

function HeroTitle() {
  const { t } = useTranslation();
  return <h1>{t('home.hero.title')}</h1>;
}

// First in the file: nothing has loaded a catalogue yet.
describe('catalogues', () => {
  it('start in French for a first visit and load the words of the language spoken only', async () => {
    expect(i18n.options.lng).toBe('fr');
    expect(i18n.options.ns).toEqual(['translations']);

    await applyPreferredLanguage();
    expect(i18n.t('nav.pricing')).toBe('Tarifs');
    // The landing page's words are not in the base catalogue: they come with the pages that show them.
    expect(i18n.exists('home.hero.title')).toBe(false);
    await loadHomeTranslations();
    expect(i18n.t('home.hero.title')).toBe('Le plaisir d’écrire un français juste');
    expect(i18n.hasResourceBundle('fr', 'translations')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translations')).toBe(false);

    await loadScreenTranslations();
    expect(i18n.t('subscriptionDialog.title')).toBe('Abonnement Requis');
    // The server messages the screens name in their code come with the core words; the others (the API's answers
    // bring their own message) only with the screens that show a code they are given, the battles'.
    expect(i18n.t('messages.daily_already_played')).toBe('Vous avez déjà joué le quiz du jour. Revenez demain !');
    expect(i18n.exists('messages.room_full')).toBe(false);
    // Counts take French plural rules (0 and 1 are singular) and French thousands (a narrow no-break space).
    expect(i18n.t('notifications.newestOnly', { count: 1 })).toBe('Seule la notification la plus récente est affichée.');
    expect(i18n.t('account.selector.triesLeft', { count: 0 })).toBe('Encore 0 essai avant le verrouillage.');
    expect(i18n.t('notifications.newestOnly', { count: 1200 })).toBe('Seules les 1\u202F200 notifications les plus récentes sont affichées.');
    expect(i18n.exists('quiz.pageTitle')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translations')).toBe(false);

    // A group's words come when a route names it, beside the core words.
    await loadScreenTranslations('quiz');
    expect(i18n.t('quiz.pageTitle')).toBe('Quiz — Plume');
    expect(i18n.exists('battles.title')).toBe(false);
    expect(i18n.exists('messages.room_full')).toBe(false);
    await loadScreenTranslations('battles');
    expect(i18n.t('messages.room_full')).toBe('La salle est complète.');

    // A language loaded later brings the screens' and the landing page's words too, before the switch.
    await chooseLanguage('en');
    expect(i18n.t('subscriptionDialog.title')).toBe('Subscription Required');
    expect(i18n.t('home.hero.title')).toBe('The joy of writing French well');
  });

  it('falls back to English for custom sets only', () => {
    expect(i18n.options.fallbackLng).toEqual({ [CUSTOM_LANGUAGE]: ['en'], default: [] });
  });

  it('remembers the deployment default, so the next visit starts in it', async () => {
    localStorage.removeItem('plume.language');
    await applyPreferredLanguage('en');
    expect(i18n.language).toBe('en');
    expect(preferredLanguage()).toBe('en');
  });
});

describe('i18n', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
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
