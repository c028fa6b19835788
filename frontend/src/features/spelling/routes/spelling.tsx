import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { ApiError } from '@/lib/api-client';
import type { SpellingResults } from '../api/finish-spelling';
import { useStartSpelling, type SpellingSession, type SpellingSourceInput } from '../api/start-spelling';
import { spellingKeys } from '../api/query-keys';
import { ChooseScreen } from '../components/choose-screen';
import { DownloadedSessions } from '../components/downloaded-sessions';
import { OfflinePracticeScreen } from '../components/offline-practice-screen';
import { PracticeScreen } from '../components/practice-screen';
import { ResultsScreen } from '../components/results-screen';
import { offlineSpellingInputs, preloadSpellingInput } from '../input-methods';
import { downloadSession, forgetSession, sendWaitingAnswers, type DownloadedSession } from '../offline/downloaded-sessions';

/**
 * A spelling page (premium, per active profile): choose what to practise, spell word after word with the route's way
 * of spelling (`method`, a key of `spellingInputs`), see the results. Built once for every way of spelling. A session
 * may also be downloaded and played without network (`offline/`, for the ways that work offline).
 */
export function SpellingRoute({ method, title, subtitle }: { method: string; title: string; subtitle: string }) {
  return (
    <AppPage title={title} subtitle={subtitle} size="lg">
      <ProfileGate>{(profile) => <Spelling key={profile.id} profileId={profile.id} method={method} />}</ProfileGate>
    </AppPage>
  );
}

export function KeyboardSpellingRoute() {
  const { t } = useTranslation();
  return <SpellingRoute method="keyboard" title={t('spelling.methods.keyboard.title')} subtitle={t('spelling.methods.keyboard.subtitle')} />;
}

export function VoiceSpellingRoute() {
  const { t } = useTranslation();
  return <SpellingRoute method="voice" title={t('spelling.methods.voice.title')} subtitle={t('spelling.methods.voice.subtitle')} />;
}

export function HandwritingSpellingRoute() {
  const { t } = useTranslation();
  return <SpellingRoute method="handwriting" title={t('spelling.methods.handwriting.title')} subtitle={t('spelling.methods.handwriting.subtitle')} />;
}

function Spelling({ profileId, method }: { profileId: string; method: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useStartSpelling();
  const download = useMutation({
    mutationFn: ({ source }: { source: SpellingSourceInput }) => downloadSession(profileId, source),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('spelling.offline.downloaded') });
      return queryClient.invalidateQueries({ queryKey: spellingKeys.downloaded(profileId) });
    },
    // The API client says why the server refused; a sound that could not be kept on the device is said here.
    onError: (error) => {
      if (!(error instanceof ApiError)) notifications.show({ color: 'red', message: t('messages.network_error') });
    },
  });
  const [session, setSession] = useState<SpellingSession | null>(null);
  const [offline, setOffline] = useState<DownloadedSession | null>(null);
  const [results, setResults] = useState<SpellingResults | null>(null);
  const screen = results ? 'results' : session ? `session-${session.sessionId}` : offline ? `offline-${offline.sessionId}` : 'choose';
  const shown = useRef(screen);

  // A new screen: the focus goes to the page's content, as after a move to another page.
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    window.scrollTo({ top: 0 });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [screen]);
  // Answers of downloaded sessions that wait go out when this page opens (and at the network's return, app-wide); the
  // way of spelling is loaded while the network is there, for a session played once it has gone.
  useEffect(() => {
    if (navigator.onLine) void sendWaitingAnswers(queryClient);
    if (offlineSpellingInputs.has(method)) preloadSpellingInput(method);
  }, [queryClient, method]);

  const begin = (source: SpellingSourceInput) => {
    // A refusal is already shown by the API client; the learner stays where they were.
    start.mutateAsync({ profileId, source }).then((opened) => {
      setResults(null);
      setSession(opened);
    }, () => undefined);
  };
  const backToChoice = () => {
    setResults(null);
    setSession(null);
    setOffline(null);
    void queryClient.invalidateQueries({ queryKey: spellingKeys.downloaded(profileId) });
  };
  // A judged downloaded session shows its results once, then leaves the device.
  const showJudged = (judged: DownloadedSession) => {
    setOffline(null);
    setResults(judged.judged!.results);
    void forgetSession(judged.sessionId);
  };

  if (results) return <ResultsScreen results={results} onAgain={backToChoice} />;
  if (session) return <PracticeScreen key={session.sessionId} profileId={profileId} session={session} method={method} onFinished={setResults} />;
  if (offline) return <OfflinePracticeScreen key={offline.sessionId} session={offline} method={method} onJudged={showJudged} onBack={backToChoice} />;
  const opening = start.isPending ? start.variables.source : download.isPending ? download.variables.source : null;
  return (
    <ChooseScreen
      profileId={profileId}
      starting={opening}
      onStart={begin}
      {...(offlineSpellingInputs.has(method) ? { onDownload: (source: SpellingSourceInput) => download.mutate({ source }) } : {})}
      downloaded={<DownloadedSessions profileId={profileId} onPlay={setOffline} onResults={showJudged} />}
    />
  );
}
