import { Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecentActivities } from '@/lib/recent-activities';
import { HomeCard } from './home-card';

/** « Activités récentes »: what this profile opened lately on this device, newest first; nothing until it has opened one. */
export function RecentActivitiesCard() {
  const { t } = useTranslation();
  const activities = useRecentActivities();
  if (activities.length === 0) return null;
  return (
    <HomeCard title={t('learnerHome.recent.title')}>
      <List listStyleType="none" spacing="xs" p={0}>
        {activities.map((activity) => (
          <List.Item key={activity.id}>
            <Anchor component={Link} to={activity.route}>
              {t(activity.label)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </HomeCard>
  );
}
