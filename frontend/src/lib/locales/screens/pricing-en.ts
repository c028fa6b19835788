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
    reassurance: 'Prices include VAT · Secure payment · Cancel at any time',
    faq: {
      title: 'Your questions',
      family: { question: 'How many people can use one subscription?', answer: 'Up to six profiles share one subscription: yours and those of your children, each with their own progress.' },
      cancel: { question: 'Can I cancel at any time?', answer: 'Yes, from your account, in one click. You keep every activity until the end of the period already paid.' },
      devices: { question: 'On which devices does Plume work?', answer: 'In the browser of a computer, tablet or phone: nothing to install.' },
      payment: { question: 'Is the payment secure?', answer: 'Payment goes through Stripe, a leading payment provider. Plume never sees your card number.' },
    },
  },
};
