import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiSuccess, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const questions = [
  { index: 0, question: 'Il (aller) à l’école.', options: ['va', 'vas', 'vont', 'allez'] },
  { index: 1, question: 'Le pluriel de « cheval » ?', options: ['chevals', 'chevaux', 'chevaus', 'chevaul'] },
];
const running = {
  attemptId: 'attempt-1', examId: 'exam-1', title: 'Brevet blanc', status: 'started', startedAt: '2026-11-29T09:00:00.000Z', deadline: Date.now() + 600_000, serverTime: Date.now(),
  questions, answers: [0, null], violations: 0, reviewAt: Date.parse('2026-11-29T11:00:00.000Z'),
};
const result = { total: 2, correct: 1, incorrect: 0, unanswered: 1, marks: 1, totalMarks: 2, percentage: 50 };
const ended = { ...running, status: 'completed', completedBy: 'violation', completedAt: '2026-11-29T09:05:00.000Z', result, violations: 1 };

describe('an exam attempt', () => {
  it('beats while the exam is on screen, and shows the result when the server says a silence ended it', async () => {
    // Prepare: the server saw the page silent (a tab closed and opened again): its heartbeat says the attempt is over.
    let reads = 0;
    const fetchMock = stubSubscriberBackend({
      '/api/get_exam_attempt': () => apiSuccess(reads++ === 0 ? running : ended),
      '/api/exam_heartbeat': () => apiSuccess({ status: 'completed', completedBy: 'violation', serverTime: Date.now() }),
    });

    // Act
    await renderFreshApp('/quiz/exams/attempt/attempt-1', signInParent);

    // Assess: the heartbeat names the attempt; the page reads it again and shows how it ended.
    expect(await screen.findByTestId('exam-marks')).toHaveTextContent(/^1\s\/\s2$/);
    expect(screen.getByText(/^Examen terminé\s:\spage quittée$/)).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/api/exam_heartbeat')[0]?.json()).toEqual({ profileId: 'parent-1', attemptId: 'attempt-1' });
  });

  it('shows no right option before the review opens, and says when it will', async () => {
    stubSubscriberBackend({ '/api/get_exam_attempt': () => apiSuccess({ ...ended, completedBy: 'submitted' }) });
    await renderFreshApp('/quiz/exams/attempt/attempt-1', signInParent);

    expect(await screen.findByText(/^La correction sera disponible le 29 novembre 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Correction' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Bonne réponse/)).not.toBeInTheDocument();
  });

  it('reviews each question once the server sends the right options: the right one, and the learner’s own', async () => {
    stubSubscriberBackend({ '/api/get_exam_attempt': () => apiSuccess({ ...ended, completedBy: 'submitted', answers: [1, null], review: [{ index: 0, correctChoice: 0 }, { index: 1, correctChoice: 1 }] }) });
    await renderFreshApp('/quiz/exams/attempt/attempt-1', signInParent);

    expect(await screen.findByRole('heading', { level: 3, name: 'Correction' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('exam-review-question');
    expect(within(first!).getByText('va — Bonne réponse')).toBeInTheDocument();
    expect(within(first!).getByText('vas — Votre réponse')).toBeInTheDocument();
    expect(within(second!).getByText('chevaux — Bonne réponse')).toBeInTheDocument();
    expect(within(second!).getByText('Vous n’avez pas répondu à cette question.')).toBeInTheDocument();
  });
});
