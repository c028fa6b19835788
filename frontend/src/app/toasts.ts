/** The toasts' container alone, so that `provider.tsx` can load it lazily while the entry keeps only the store. */
export { Notifications } from '@mantine/notifications';
