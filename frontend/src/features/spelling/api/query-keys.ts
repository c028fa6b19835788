export const spellingKeys = {
  all: ['spelling'] as const,
  catalogue: (profileId: string) => [...spellingKeys.all, 'catalogue', profileId] as const,
  lists: (profileId: string) => [...spellingKeys.all, 'lists', profileId] as const,
  search: (query: string) => [...spellingKeys.all, 'search', query] as const,
  downloaded: (profileId: string) => [...spellingKeys.all, 'downloaded', profileId] as const,
};
