import type { Leaves } from './en';

/** English words of the landing page (and of the features and guest pages that reuse its parts): loaded with them. */
export const homeEn = {
  home: {
    pageTitle: 'Plume — French made fun, for the whole family',
    hero: {
      eyebrow: 'For children and parents',
      title: 'The joy of writing French well',
      subtitle:
        'AI-guided dictations, spelling, flashcards, crosswords and quizzes: Plume turns a few minutes a day into real progress, for children and parents alike.',
      primaryCta: 'Try Plume',
      secondaryCta: 'See pricing',
      reassurance: 'One subscription for the whole family · Cancel anytime',
    },
    sample: {
      label: "Today's dictation",
      mistakeLabel: 'Mistake',
      correctionLabel: 'Correction',
      explanation: 'With the auxiliary "être", the past participle agrees with the subject, "les oiseaux".',
      reward: '+10 coins',
    },
    steps: {
      title: 'How it works',
      items: {
        account: { title: 'Create your account', description: 'Add a profile for each member of the family, from the youngest to the grown-ups.' },
        activity: { title: 'Pick an activity', description: 'Dictation, spelling, flashcards, crosswords or quiz: ten minutes are enough.' },
        progress: { title: 'Watch the progress', description: 'Coins, badges and statistics keep motivation high, week after week.' },
      },
    },
    features: {
      title: 'Everything to improve, at your own pace',
      subtitle: "Short exercises that adapt to each family member's level.",
      items: {
        dictation: { title: 'AI dictation', description: 'Dictations read aloud and corrected instantly, with every mistake explained.' },
        spelling: { title: 'Spelling by voice, keyboard or hand', description: 'Spell out loud, type or write by hand: everyone learns the way they like best.' },
        flashcards: { title: 'Flashcards', description: 'Spaced repetition brings each word back at the right moment, so it sticks for good.' },
        crosswords: { title: 'Crosswords', description: 'Grids for every age that grow vocabulary while having fun.' },
        quizzes: { title: 'Quizzes and duels', description: 'Daily quizzes, contests and live duels: earn coins and badges, on your own or with friends.' },
        family: { title: 'Family mode', description: "One subscription, one profile each: every child's progress stays their own." },
        statistics: { title: 'Statistics', description: 'Follow progress week after week and see at a glance what needs another look.' },
      },
    },
    dictationEntry: { play: 'Take a dictation' },
    quizEntry: {
      play: 'Play a quiz',
      loginRequired: 'To access this feature, please log in',
    },
    closing: {
      title: 'Ready to pick up the pen?',
      subtitle: 'Create your account in a minute and add a profile for each member of the family.',
      cta: 'Try Plume',
    },
  },
};

export type HomeCatalogue = { [Key in keyof typeof homeEn]: Leaves<(typeof homeEn)[Key]> };
