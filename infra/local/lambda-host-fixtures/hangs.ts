/** Never answers: the host's timeout must. */
export const handler = () => new Promise(() => undefined);
