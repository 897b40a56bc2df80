// The app's configuration from its build environment (the reading is the shell's, one for the three apps).
import { appConfig } from '@pavilion/features-shell';

export const config = appConfig(import.meta.env as Record<string, unknown>, 'partner');
