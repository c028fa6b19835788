/** Answers, leaving behind a rejection nobody awaits: it kills the worker thread after the answer. */
export const handler = async () => {
  setTimeout(() => void Promise.reject(new Error('a floating rejection')), 10);
  return 'answered';
};
