import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useBookmarks, type Bookmark } from '../api/get-bookmarks';
import { useRemoveBookmark } from '../api/remove-bookmark';

/** `/quiz/bookmarks`: the questions the profile kept, with their answer and explanation, newest first. */
export function BookmarksRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('quiz.bookmarks.title')} subtitle={t('quiz.bookmarks.subtitle')} back="/quiz">
      <ProfileGate>{(profile) => <Bookmarks profileId={profile.id} />}</ProfileGate>
    </AppPage>
  );
}

function Bookmarks({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation();
  const bookmarks = useBookmarks(profileId);
  const remove = useRemoveBookmark();
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'custom' ? undefined : i18n.language, { dateStyle: 'medium' });
  // The word of a guess-the-word question, or the option a multiple-choice one pointed at.
  const rightAnswer = (bookmark: Bookmark) =>
    bookmark.correctWord ?? (bookmark.correctIndex === undefined || bookmark.correctIndex === null ? undefined : bookmark.options[bookmark.correctIndex]);
  return (
    <QueryState query={bookmarks}>
      {({ bookmarks: list }) =>
        list.length === 0 ? (
          <EmptyState
            action={
              <Button component={Link} to="/quiz">
                {t('quiz.bookmarks.play')}
              </Button>
            }
          >
            {t('quiz.bookmarks.empty')}
          </EmptyState>
        ) : (
          <List component="ol" listStyleType="none" spacing="md" p={0} aria-label={t('quiz.bookmarks.title')}>
            {list.map((bookmark, position) => {
              const answer = rightAnswer(bookmark);
              return (
                <List.Item key={bookmark.bookmarkId}>
                  <Card withBorder radius="md">
                    <Stack gap="xs">
                      <Group gap="xs">
                        <Badge variant="light" tt="none">
                          {t(`quiz.modes.${bookmark.mode}.title`)}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {dateFormat.format(new Date(bookmark.createdAt))}
                        </Text>
                      </Group>
                      <Text fw={600}>{bookmark.question}</Text>
                      {answer !== undefined && (
                        <Text size="sm" c="teal">
                          {t('quiz.result.rightAnswer', { answer })}
                        </Text>
                      )}
                      {bookmark.explanation && (
                        <Text size="sm" c="dimmed">
                          {bookmark.explanation}
                        </Text>
                      )}
                      <Group>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={remove.isPending && remove.variables.bookmarkId === bookmark.bookmarkId}
                          aria-label={t('quiz.bookmarks.removeLabel', { number: position + 1 })}
                          onClick={() => remove.mutate({ profileId, bookmarkId: bookmark.bookmarkId })}
                        >
                          {t('quiz.bookmarks.remove')}
                        </Button>
                      </Group>
                    </Stack>
                  </Card>
                </List.Item>
              );
            })}
          </List>
        )
      }
    </QueryState>
  );
}
