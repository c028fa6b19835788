import { onlineManager } from '@tanstack/react-query';
import { onTestFinished, vi, type Mock } from 'vitest';

/**
 * A backend behind a network that can go, as the page sees it: `navigator.onLine` and its events, and `fetch` failing
 * while it is down. React Query's online manager and the navigator are one for every test file of the worker (screen
 * files share it): the next test starts online.
 */
export function behindNetwork(fetchMock: Mock<typeof fetch>) {
  const network = { up: true };
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => network.up);
  const reachable = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) => (network.up ? reachable(input, init) : Promise.reject(new TypeError('Failed to fetch'))));
  const setNetwork = (up: boolean) => {
    network.up = up;
    window.dispatchEvent(new Event(up ? 'online' : 'offline'));
  };
  onTestFinished(() => {
    setNetwork(true);
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });
  return { network, setNetwork };
}
