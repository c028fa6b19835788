// The entry of the prerendered `/` (see vite.config.ts, `prerenderFirstPages`).
import { HomeRoute } from '@/features/landing/routes/home';
import { startFirstPage } from './start';

startFirstPage('home', HomeRoute);
