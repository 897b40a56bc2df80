// The marketplace: its root component (providers and the router).
import { createAppRoot } from '@pavilion/features-shell';
import { config } from '../config/env';
import { router } from './router';

export const App = createAppRoot({ current: 'marketplace', config, router });
