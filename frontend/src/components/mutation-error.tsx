import { Alert } from '@mantine/core';

/**
 * A refused change, said beside the form as well as in the toast, which may go unnoticed (e.g. «Profile update is not
 * allowed in demo version»).
 */
export function MutationError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  );
}
