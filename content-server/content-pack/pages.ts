import { aboutPages } from './pages/about';
import { blockLibrary } from './pages/block-library';
import { home } from './pages/home';
import { insightPages } from './pages/insights';
import { servicePages } from './pages/services';
import type { PackPage } from './types';

export const pages: PackPage[] = [home, ...aboutPages, ...servicePages, ...insightPages, blockLibrary];
