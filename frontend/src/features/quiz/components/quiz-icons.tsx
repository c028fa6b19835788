import { createIcon } from '@/components/icon';

export const LockIcon = createIcon(
  <>
    <rect x="3" y="11" width="18" height="11" rx="2" ry="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </>,
);

export const CheckIcon = createIcon(<polyline points="20 6 9 17 4 12" />);
