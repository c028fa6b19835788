import type { DictationLevel } from '@plume/shared/dictation/passage';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useDictations } from '../api/get-dictations';
import { useStartDictation, type DictationSession } from '../api/start-dictation';
import { useStartPersonalDictation } from '../api/start-personal-dictation';
import { useSubmitDictation, type DictationResult } from '../api/submit-dictation';
import { ChooseScreen } from '../components/choose-screen';
import { CorrectionScreen } from '../components/correction-screen';
import { DictationScreen } from '../components/dictation-screen';

/** How the current dictation was started, so « Recommencer » starts the same kind again. */
type Origin = { passageId: string } | { personal: true; level: DictationLevel | undefined };

type Phase =
  | { kind: 'choose' }
  | { kind: 'dictate'; origin: Origin; session: DictationSession }
  | { kind: 'correct'; origin: Origin; result: DictationResult };

/**
 * `/dictate-ai/` (premium): the active profile chooses a passage (or a personal dictation), writes it as it is
 * dictated, then reads its correction. The three steps share the address: a dictation's text never reaches the
 * browser before its correction, so there is nothing to resume after a reload.
 */
export function DictationRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('dictation.title')} subtitle={t('dictation.subtitle')} size="lg">
      <ProfileGate>{(profile) => <Dictation key={profile.id} profileId={profile.id} />}</ProfileGate>
    </AppPage>
  );
}

function Dictation({ profileId }: { profileId: string }) {
  const catalogue = useDictations(profileId);
  const start = useStartDictation();
  const startPersonal = useStartPersonalDictation();
  const submit = useSubmitDictation();
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [starting, setStarting] = useState<Origin | null>(null);
  const shownPhase = useRef(phase.kind);

  // Back to the bank from a dictation or a correction: the focus goes to the page's content, as after a move to
  // another page (the dictation and correction screens focus their own heading).
  useEffect(() => {
    if (shownPhase.current === phase.kind) return;
    shownPhase.current = phase.kind;
    if (phase.kind === 'choose') document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [phase.kind]);

  const begin = (origin: Origin) => {
    setStarting(origin);
    const started = 'passageId' in origin ? start.mutateAsync({ profileId, passageId: origin.passageId }) : startPersonal.mutateAsync({ profileId, ...(origin.level ? { level: origin.level } : {}) });
    // A refusal is already shown by the API client; the learner stays where they were.
    started.then(
      (session) => {
        window.scrollTo({ top: 0 });
        setPhase({ kind: 'dictate', origin, session });
      },
      () => undefined,
    ).finally(() => setStarting(null));
  };

  switch (phase.kind) {
    case 'choose':
      return (
        <QueryState query={catalogue}>
          {(data) => (
            <ChooseScreen
              profileId={profileId}
              catalogue={data}
              starting={starting === null ? null : 'passageId' in starting ? { passageId: starting.passageId } : { personal: true }}
              onStart={(passageId) => begin({ passageId })}
              onStartPersonal={(level) => begin({ personal: true, level })}
            />
          )}
        </QueryState>
      );
    case 'dictate':
      return (
        <DictationScreen
          key={phase.session.attemptId}
          session={phase.session}
          submitting={submit.isPending}
          onLeave={() => setPhase({ kind: 'choose' })}
          onSubmit={(answer) =>
            submit.mutate(
              { profileId, attemptId: phase.session.attemptId, answer },
              {
                onSuccess: (result) => {
                  window.scrollTo({ top: 0 });
                  setPhase({ kind: 'correct', origin: phase.origin, result });
                },
              },
            )
          }
        />
      );
    case 'correct':
      return (
        <CorrectionScreen
          key={phase.result.attemptId}
          result={phase.result}
          againPending={starting !== null}
          onAgain={() => begin(phase.origin)}
          onAnother={() => {
            window.scrollTo({ top: 0 });
            setPhase({ kind: 'choose' });
          }}
        />
      );
  }
}
