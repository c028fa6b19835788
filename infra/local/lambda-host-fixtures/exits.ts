/** Ends its worker thread, as a crashing runtime ends its container. */
export const handler = async () => {
  process.exit(3);
};
