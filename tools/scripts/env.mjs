// Environment every script runs with: Nx offline and quiet, no telemetry.
export const quietEnv = {
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
  NX_INTERACTIVE: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};

export function withQuietEnv(extra = {}) {
  const env = { ...process.env, ...quietEnv, ...extra };
  if (!env.NX_SKIP_NX_CACHE) delete env.NX_SKIP_NX_CACHE;
  return env;
}
