import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { cognitoSignsIn, fakeJwt, parent } from '@/test/fake-cognito';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const sample = (letter: string, index: number) => ({ letter, strokes: [[index % 100, 10, (index % 100) + 1, 20]], givenAt: `2026-11-2${index % 10}T08:00:00.000Z` });

function adminBackend(exportPage: (request: Request) => Response | Promise<Response>) {
  return stubSubscriberBackend({
    '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['admin'] })),
    '/api/admin/export_handwriting_samples': exportPage,
  });
}

/** What the browser is handed to download: the file's name and its text. */
function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const downloads: { name: string; blob: Blob }[] = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:plume/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return downloads;
}

describe('admin hub: exporting the handwritten letters given', () => {
  it('reads every page until one has no next, then downloads them all as one dated JSON file', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    const first = [sample('a', 1), sample('é', 2)];
    const second = [sample('-', 3)];
    const fetchMock = adminBackend(async (request) => {
      const { after } = (await request.json()) as { after?: string };
      return apiSuccess(after === undefined ? { samples: first, next: 'page-2' } : { samples: second }, 'Lettres exportées');
    });
    await renderFreshApp('/admin', signInParent);

    await user.click(await screen.findByRole('button', { name: 'Exporter (JSON)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const bodies = await Promise.all(requestsTo(fetchMock, '/api/admin/export_handwriting_samples').map((request) => request.json()));
    expect(bodies).toEqual([{}, { after: 'page-2' }]);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(downloads[0]!.name).toBe(`plume-ecriture-${day}.json`);
    expect(JSON.parse(await downloads[0]!.blob.text())).toEqual({ samples: [...first, ...second] });
    expect(await screen.findByText(`3 lettres exportées dans plume-ecriture-${day}.json.`)).toBeInTheDocument();
  });

  it('shows the count read while the pages come in', async () => {
    const user = userEvent.setup();
    catchDownloads();
    let releaseSecond: () => void = () => undefined;
    const secondAsked = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    adminBackend(async (request) => {
      const { after } = (await request.json()) as { after?: string };
      if (after === undefined) return apiSuccess({ samples: Array.from({ length: 500 }, (_, i) => sample('o', i)), next: 'page-2' });
      await secondAsked;
      return apiSuccess({ samples: [sample('o', 1)] });
    });
    await renderFreshApp('/admin', signInParent);
    await user.click(await screen.findByRole('button', { name: 'Exporter (JSON)' }));
    expect(await screen.findByText('500 lettres lues…')).toBeInTheDocument();
    releaseSecond();
    expect(await screen.findByText(/^501 lettres exportées/)).toBeInTheDocument();
  });

  it('says when no letter was given, and downloads nothing', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    adminBackend(() => apiSuccess({ samples: [] }));
    await renderFreshApp('/admin', signInParent);
    await user.click(await screen.findByRole('button', { name: 'Exporter (JSON)' }));
    expect(await screen.findByText('Aucune lettre n’a encore été donnée : il n’y a rien à exporter.')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('says why the export failed, and downloads nothing', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adminBackend(() => jsonResponse(500, { error: true, code: 'internal_error', message: 'Le service est momentanément indisponible.' }));
    await renderFreshApp('/admin', signInParent);
    await user.click(await screen.findByRole('button', { name: 'Exporter (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    expect(downloads).toHaveLength(0);
  });
});
