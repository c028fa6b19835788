import { domainRoutes } from '../manifest.ts';

/**
 * Handlers run at deployment rather than by a route: the content pack's seed (a CloudFormation custom resource) and,
 * locally, the demo accounts.
 */
export const routes = domainRoutes('deploy', {
  handlers: {
    // The content pack (1,500 questions) is written in batches when a stack is created or updated.
    seed: { timeoutSeconds: 300 },
  },
});
