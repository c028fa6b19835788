import { businessMetricsSchema, countedMetrics, type BusinessMetricsView } from '@plume/shared/admin/metrics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { cognitoSignsIn, fakeJwt, parent } from '@/test/fake-cognito';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const buckets = ['2026-11-26T05:00:00.000Z', '2026-11-26T06:00:00.000Z', '2026-11-26T07:00:00.000Z'];

/** An answer of admin/get_metrics (checked against the contract), every figure 0 unless given per bucket. */
function metricsAnswer(values: Partial<Record<(typeof countedMetrics)[number], number[]>>, oldest: (number | null)[] = [null, null, null]): BusinessMetricsView {
  return businessMetricsSchema.parse({
    period: '24h',
    start: buckets[0],
    end: '2026-11-26T08:00:00.000Z',
    stepSeconds: 3600,
    buckets,
    counts: countedMetrics.map((metric) => {
      const series = values[metric] ?? [0, 0, 0];
      return { metric, values: series, total: series.reduce((sum, value) => sum + value, 0) };
    }),
    oldestPendingPayoutHours: { values: oldest, latest: oldest.findLast((value) => value !== null) ?? null },
    deadLettersByRule: values.DeadLetters ? [{ rule: 'welcome-coins', count: values.DeadLetters.reduce((sum, value) => sum + value, 0) }] : [],
    partial: false,
  });
}

const adminBackend = (metrics: () => Response) =>
  stubSubscriberBackend({
    '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['admin'] })),
    '/api/admin/get_metrics': metrics,
  });

describe('admin metrics', () => {
  it('shows each figure\'s total, its chart\'s figures as a table, and asks again for another period', async () => {
    const user = userEvent.setup();
    const fetchMock = adminBackend(() => apiSuccess(metricsAnswer({ GamesCompleted: [1, 0, 3], CoinsCredited: [20, 0, 15], DeadLetters: [0, 1, 0] }, [null, 80, 81.5])));
    await renderFreshApp('/admin/metrics', signInParent);

    expect(await screen.findByTestId('metric-GamesCompleted')).toHaveTextContent('4');
    expect(screen.getByTestId('metric-CoinsCredited')).toHaveTextContent('35');
    expect(screen.getByTestId('metric-OldestPendingPayoutHours')).toHaveTextContent(/^81,5\s?h$/);
    const games = screen.getByRole('region', { name: 'Parties et apprentissage' });
    const table = within(games).getByRole('table', { name: 'Parties et apprentissage' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + buckets.length);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('3');
    expect(within(screen.getByRole('table', { name: 'Nouvelles lettres mortes par règle' })).getByRole('row', { name: /welcome-coins/ })).toHaveTextContent('1');
    expect(await requestsTo(fetchMock, '/api/admin/get_metrics')[0]?.json()).toEqual({ period: '24h' });

    await user.click(screen.getByRole('radio', { name: '7 derniers jours' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/admin/get_metrics')).toHaveLength(2));
    expect(await requestsTo(fetchMock, '/api/admin/get_metrics')[1]?.json()).toEqual({ period: '7d' });
    expect(window.location.search).toBe('?period=7d');
  });

  it('says when nothing was counted in the period', async () => {
    adminBackend(() => apiSuccess(metricsAnswer({})));
    await renderFreshApp('/admin/metrics', signInParent);
    expect(await screen.findByText('Rien n’a encore été compté sur cette période.')).toBeInTheDocument();
    expect(screen.queryByTestId('metric-GamesCompleted')).not.toBeInTheDocument();
  });

  it('says why the figures are missing, and reads them again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    adminBackend(() =>
      ++calls === 1
        ? jsonResponse(502, { error: true, code: 'metrics_unavailable', message: 'Les indicateurs sont momentanément indisponibles. Réessayez dans un instant.' })
        : apiSuccess(metricsAnswer({ GamesCompleted: [0, 0, 2] })),
    );
    await renderFreshApp('/admin/metrics', signInParent);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Les indicateurs sont momentanément indisponibles.');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('metric-GamesCompleted')).toHaveTextContent('2');
  });
});
