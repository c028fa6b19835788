// The entry of the prerendered `/pricing` (see vite.config.ts, `prerenderFirstPages`).
import { PricingRoute } from '@/features/billing/routes/pricing';
import { startFirstPage } from './start';

startFirstPage('pricing', PricingRoute);
