import type { BadgeType } from '@plume/shared/badges';
import type { MantineColor } from '@mantine/core';
import { createIcon } from '@/components/icon';

// Shapes after Feather Icons (MIT) and Lucide (ISC), drawn with the app's own line-icon factory.
const FlagIcon = createIcon(
  <>
    <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z" />
    <line x1="4" y1="22" x2="4" y2="15" />
  </>,
);
const SwordsIcon = createIcon(
  <>
    <polyline points="14.5 17.5 3 6 3 3 6 3 17.5 14.5" />
    <line x1="13" y1="19" x2="19" y2="13" />
    <line x1="16" y1="16" x2="20" y2="20" />
    <line x1="19" y1="21" x2="21" y2="19" />
    <polyline points="14.5 6.5 18 3 21 3 21 6 17.5 9.5" />
    <line x1="5" y1="14" x2="9" y2="18" />
    <line x1="7" y1="17" x2="4" y2="20" />
    <line x1="3" y1="19" x2="5" y2="21" />
  </>,
);
const UsersIcon = createIcon(
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.87" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
);
const TargetIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </>,
);
const CrownIcon = createIcon(
  <>
    <path d="M2 7l5 5 5-7 5 7 5-5-2 11H4z" />
    <line x1="4" y1="21" x2="20" y2="21" />
  </>,
);
const ShieldIcon = createIcon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />);
const ZapIcon = createIcon(<polygon points="13 2 3 14 12 14 11 22 21 10 12 10 13 2" />);
const BookIcon = createIcon(
  <>
    <path d="M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2z" />
    <path d="M22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z" />
  </>,
);
const BulbIcon = createIcon(
  <>
    <path d="M9 18h6" />
    <path d="M10 22h4" />
    <path d="M15.09 14c.18-.98.65-1.74 1.41-2.5A4.65 4.65 0 0 0 18 8 6 6 0 0 0 6 8c0 1 .23 2.23 1.5 3.5A4.61 4.61 0 0 1 8.91 14" />
  </>,
);
const CheckCircleIcon = createIcon(
  <>
    <path d="M22 11.08V12a10 10 0 1 1-5.93-9.14" />
    <polyline points="22 4 12 14.01 9 11.01" />
  </>,
);
const CoinsIcon = createIcon(
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M18.09 10.37A6 6 0 1 1 10.34 18" />
    <path d="M7 6h1v4" />
    <path d="M16.71 13.88l.7.71-2.82 2.82" />
  </>,
);
const CalendarIcon = createIcon(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" ry="2" />
    <line x1="16" y1="2" x2="16" y2="6" />
    <line x1="8" y1="2" x2="8" y2="6" />
    <line x1="3" y1="10" x2="21" y2="10" />
  </>,
);
const AwardIcon = createIcon(
  <>
    <circle cx="12" cy="8" r="7" />
    <polyline points="8.21 13.89 7 23 12 20 17 23 15.79 13.88" />
  </>,
);
const ShareIcon = createIcon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <line x1="8.59" y1="13.51" x2="15.42" y2="17.49" />
    <line x1="15.41" y1="6.51" x2="8.59" y2="10.49" />
  </>,
);
const FlameIcon = createIcon(
  <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z" />,
);
export const LockIcon = createIcon(
  <>
    <rect x="3" y="11" width="18" height="11" rx="2" ry="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </>,
);

/** Each badge's picture and colour: the colour shows once unlocked, a locked badge stays grey. */
export const badgeArt: Record<BadgeType, { Icon: ReturnType<typeof createIcon>; color: MantineColor }> = {
  dashing_debut: { Icon: FlagIcon, color: 'teal' },
  combat_winner: { Icon: SwordsIcon, color: 'red' },
  clash_winner: { Icon: UsersIcon, color: 'orange' },
  most_wanted_winner: { Icon: TargetIcon, color: 'pink' },
  ultimate_player: { Icon: CrownIcon, color: 'yellow' },
  quiz_warrior: { Icon: ShieldIcon, color: 'indigo' },
  super_sonic: { Icon: ZapIcon, color: 'cyan' },
  flashback: { Icon: BookIcon, color: 'grape' },
  brainiac: { Icon: BulbIcon, color: 'lime' },
  big_thing: { Icon: CheckCircleIcon, color: 'green' },
  elite: { Icon: CoinsIcon, color: 'yellow' },
  thirsty: { Icon: CalendarIcon, color: 'blue' },
  power_elite: { Icon: AwardIcon, color: 'violet' },
  sharing_caring: { Icon: ShareIcon, color: 'pink' },
  streak: { Icon: FlameIcon, color: 'orange' },
};
