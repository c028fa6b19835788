class QuotaExceededError extends Error {
  override name = 'QuotaExceededError';
}

export const handler = async (event: { message: string }) => {
  throw new QuotaExceededError(event.message);
};
