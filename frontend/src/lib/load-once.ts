/**
 * Wraps a loader so that it runs once per page load and every caller shares its result; a failure is forgotten,
 * so the next call (a "try again" button) really tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
