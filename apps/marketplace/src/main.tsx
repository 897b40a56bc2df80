import { startApp } from '@pavilion/features-shell';
import { App } from './app/app';

startApp(App, 'marketplace');
