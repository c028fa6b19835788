/** English words of the plans and the pricing page: their own chunk, so the prerendered `/pricing` loads only these. */
export const pricingScreenEn = {
  plans: {
    monthly: {
      name: 'Monthly',
      per: '/ month',
      detail: 'Cancel at any time, in one click.',
    },
    yearly: {
      name: 'Yearly',
      per: '/ year',
      detail: 'That is {{monthly}} a month: {{saving}} saved over the year.',
    },
    savePercent: 'Save {{percent}} %',
    included: {
      allActivities: 'Every activity: AI dictation, spelling, flashcards, crosswords and quizzes',
      profiles: 'Up to 6 family profiles, each with its own progress',
      statistics: 'Statistics to follow each child’s progress',
      noAds: 'No advertising, ever',
    },
  },
  pricing: {
    pageTitle: 'Pricing — Plume',
    title: 'One subscription for the whole family',
    subtitle: 'Every activity, up to six profiles, no advertising. Choose monthly or save with the yearly plan.',
    ctaTry: 'Try Plume',
    ctaSubscribe: 'Subscribe',
    reassurance: 'New account: {{trialDays}} free days · Prices include VAT · Secure payment · Cancel at any time',
    faq: {
      title: 'Your questions',
      body: 'Price, cancelling, family profiles, children’s data, coins: the answers to the questions families ask us.',
      link: 'Read the frequently asked questions',
    },
  },
};
