import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DictationLevel } from '@plume/shared/dictation/passage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api-client';
import { useDictations, type UnfinishedDictation } from '../api/get-dictations';
import { useResumeDictation } from '../api/resume-dictation';
import { useStartDictation, type DictationSession } from '../api/start-dictation';
import { useStartPersonalDictation } from '../api/start-personal-dictation';
import { useSubmitDictation, type DictationResult } from '../api/submit-dictation';
import { ChooseScreen } from '../components/choose-screen';
import { CorrectionScreen } from '../components/correction-screen';
import { DictationScreen } from '../components/dictation-screen';
import { DownloadedDictations } from '../components/downloaded-dictations';
import { dictationKeys } from '../api/query-keys';
import {
  downloadDictation, forgetDictation, handIn, keepCopy, playableSession, readDownloadedDictation, sendWaitingCopies, type DownloadedDictation,
} from '../offline/downloaded-dictations';

/** How the current dictation was started, so « Recommencer » starts the same kind again. */
type Origin = { passageId: string } | { personal: true; level: DictationLevel | undefined };
const originOf = ({ passageId, level }: { passageId?: string | undefined; level: DictationLevel }): Origin => (passageId ? { passageId } : { personal: true, level });

type Phase =
  | { kind: 'choose' }
  | { kind: 'dictate'; origin: Origin; session: DictationSession }
  /** A downloaded dictation, its sounds from the device (`session`'s URLs), written with or without network. */
  | { kind: 'dictate-offline'; origin: Origin; session: DictationSession; release: () => void }
  | { kind: 'correct'; origin: Origin; result: DictationResult; level: DictationLevel };

/**
 * `/dictate-ai/` (premium): the active profile chooses a passage (or a personal dictation), writes it as it is
 * dictated, then reads its correction. The three steps share the address. A dictation's text never reaches the
 * browser before its correction, but the learner's copy is saved on the server as it is typed: after a reload, or on
 * another device, the bank offers to resume the dictation (« Reprendre la dictée ») with the copy as it was.
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const catalogue = useDictations(profileId);
  const start = useStartDictation();
  const startPersonal = useStartPersonalDictation();
  const submit = useSubmitDictation();
  const reopen = useResumeDictation();
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

  const dictate = (origin: Origin, session: DictationSession) => {
    window.scrollTo({ top: 0 });
    setPhase({ kind: 'dictate', origin, session });
  };

  const begin = (origin: Origin) => {
    setStarting(origin);
    const started = 'passageId' in origin ? start.mutateAsync({ profileId, passageId: origin.passageId }) : startPersonal.mutateAsync({ profileId, ...(origin.level ? { level: origin.level } : {}) });
    // A refusal is already shown by the API client; the learner stays where they were.
    started.then((session) => dictate(origin, session), () => undefined).finally(() => setStarting(null));
  };

  const download = useMutation({
    mutationFn: (passageId: string) => downloadDictation(profileId, passageId),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('dictation.offline.downloaded') });
      return queryClient.invalidateQueries({ queryKey: dictationKeys.downloaded(profileId) });
    },
    // The API client says why the server refused; a sound that could not be kept on the device is said here.
    onError: (error) => {
      if (!(error instanceof ApiError)) notifications.show({ color: 'red', message: t('messages.network_error') });
    },
  });
  // Copies handed in offline go out when this page opens (and at the network's return, app-wide).
  useEffect(() => {
    if (navigator.onLine) void sendWaitingCopies(queryClient);
  }, [queryClient]);
  // The object URLs of a downloaded dictation's sounds live as long as its screen.
  const release = phase.kind === 'dictate-offline' ? phase.release : undefined;
  useEffect(() => release, [release]);

  const write = (downloaded: DownloadedDictation) => {
    const origin = originOf(downloaded.session);
    void playableSession({ ...downloaded.session, copy: downloaded.copy }).then(({ session, release: releaseClips }) => {
      window.scrollTo({ top: 0 });
      setPhase({ kind: 'dictate-offline', origin, session, release: releaseClips });
    });
  };
  const showCorrection = (downloaded: DownloadedDictation) => {
    window.scrollTo({ top: 0 });
    setPhase({ kind: 'correct', origin: originOf(downloaded.session), result: downloaded.result!, level: downloaded.session.level });
    // Seen once, the corrected dictation leaves the device.
    void forgetDictation(downloaded.session.attemptId).then(() => queryClient.invalidateQueries({ queryKey: dictationKeys.downloaded(profileId) }));
  };
  const handInDownloaded = async (session: DictationSession, answer: string) => {
    await handIn(session.attemptId, answer);
    if (navigator.onLine) await sendWaitingCopies(queryClient);
    const after = await readDownloadedDictation(session.attemptId);
    if (after?.result) return showCorrection(after);
    if (after?.state === 'waiting') notifications.show({ color: 'gray', message: t('dictation.offline.keptForLater') });
    void queryClient.invalidateQueries({ queryKey: dictationKeys.downloaded(profileId) });
    setPhase({ kind: 'choose' });
  };
  // A downloaded dictation's copy, kept on the device as it is written (one function per attempt: the screen's effect).
  const offlineAttempt = phase.kind === 'dictate-offline' ? phase.session.attemptId : undefined;
  const keepOfflineCopy = useCallback((copy: string) => {
    if (offlineAttempt) void keepCopy(offlineAttempt, copy);
  }, [offlineAttempt]);
  const downloaded = <DownloadedDictations profileId={profileId} onWrite={write} onCorrection={showCorrection} />;

  // A refusal (handed in or expired meanwhile) is shown by the API client; the bank's list is read again.
  const resume = (unfinished: UnfinishedDictation) => {
    const origin = originOf(unfinished);
    reopen.mutateAsync({ profileId, attemptId: unfinished.attemptId }).then((session) => dictate(origin, session), () => void catalogue.refetch());
  };

  switch (phase.kind) {
    case 'choose':
      return (
        <Stack gap="xl">
          {downloaded}
          <QueryState query={catalogue}>
            {(data) => (
              <ChooseScreen
                profileId={profileId}
                catalogue={data}
                starting={starting === null ? (download.isPending ? { passageId: download.variables } : null) : 'passageId' in starting ? { passageId: starting.passageId } : { personal: true }}
                onStart={(passageId) => begin({ passageId })}
                onDownload={(passageId) => download.mutate(passageId)}
                onStartPersonal={(level) => begin({ personal: true, level })}
                resuming={reopen.isPending ? reopen.variables.attemptId : null}
                onResume={resume}
              />
            )}
          </QueryState>
        </Stack>
      );
    case 'dictate-offline':
      return (
        <DictationScreen
          key={phase.session.attemptId}
          profileId={profileId}
          session={phase.session}
          submitting={false}
          onLeave={() => setPhase({ kind: 'choose' })}
          onCopyChange={keepOfflineCopy}
          onSubmit={(answer) => void handInDownloaded(phase.session, answer)}
        />
      );
    case 'dictate':
      return (
        <DictationScreen
          key={phase.session.attemptId}
          profileId={profileId}
          session={phase.session}
          submitting={submit.isPending}
          onLeave={() => setPhase({ kind: 'choose' })}
          onSubmit={(answer) =>
            submit.mutate(
              { profileId, attemptId: phase.session.attemptId, answer },
              {
                onSuccess: (result) => {
                  window.scrollTo({ top: 0 });
                  setPhase({ kind: 'correct', origin: phase.origin, result, level: phase.session.level });
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
          level={phase.level}
          onPractise={() => begin({ personal: true, level: phase.level })}
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
