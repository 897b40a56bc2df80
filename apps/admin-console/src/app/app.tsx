// The admin console: its root component (providers and the router, served at the root of its own host).
import { createAppRoot } from '@pavilion/features-shell';
import { config } from '../config/env';
import { router } from './router';

export const App = createAppRoot({ current: 'admin', config, router });
