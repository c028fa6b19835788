import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import type { SpellingResults } from '../api/finish-spelling';
import { useStartSpelling, type SpellingSession, type SpellingSourceInput } from '../api/start-spelling';
import { ChooseScreen } from '../components/choose-screen';
import { PracticeScreen } from '../components/practice-screen';
import { ResultsScreen } from '../components/results-screen';

/**
 * A spelling page (premium, per active profile): choose what to practise, spell word after word with the route's way
 * of spelling (`method`, a key of `spellingInputs`), see the results. Built once for every way of spelling.
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
  const start = useStartSpelling();
  const [session, setSession] = useState<SpellingSession | null>(null);
  const [results, setResults] = useState<SpellingResults | null>(null);
  const screen = results ? 'results' : session ? `session-${session.sessionId}` : 'choose';
  const shown = useRef(screen);

  // A new screen: the focus goes to the page's content, as after a move to another page.
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    window.scrollTo({ top: 0 });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [screen]);

  const begin = (source: SpellingSourceInput) => {
    // A refusal is already shown by the API client; the learner stays where they were.
    start.mutateAsync({ profileId, source }).then((opened) => {
      setResults(null);
      setSession(opened);
    }, () => undefined);
  };

  if (results) {
    return (
      <ResultsScreen
        results={results}
        onAgain={() => {
          setResults(null);
          setSession(null);
        }}
      />
    );
  }
  if (session) return <PracticeScreen key={session.sessionId} profileId={profileId} session={session} method={method} onFinished={setResults} />;
  return <ChooseScreen profileId={profileId} starting={start.isPending ? start.variables.source : null} onStart={begin} />;
}
