/**
 * The questions of `/faq`, by section, in the order shown: the one list of them (the words are the `faq` screen words,
 * `faq.sections.<section>.<question>.{question,answer}`). `/pricing` links here rather than repeating any of them.
 */
export const faqSections = [
  { id: 'subscription', questions: ['price', 'trial', 'cancel', 'payment', 'devices'] },
  { id: 'family', questions: ['profiles', 'ages', 'pin'] },
  { id: 'children', questions: ['data', 'delete'] },
  { id: 'coins', questions: ['buy', 'money'] },
] as const;
